import { parseSubsites } from "@/config/subsites";
import type { Subsite } from "../types";

/** The demo's subsites (config/demo-subsites.json) for a product, as the configuration fills them in. */
export function demoSubsites(productSlug = "yu", productShortName = productSlug.toUpperCase()): Subsite[] {
  const parsed = parseSubsites(undefined, productSlug, productShortName);
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.subsites;
}
