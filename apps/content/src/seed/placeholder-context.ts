import type { Config } from "../config/config.ts";
import type { PlaceholderContext } from "./placeholders.ts";

/** The product names the seed content's placeholders are filled with, at the seed time. */
export function placeholderContext(config: Config, now = new Date()): PlaceholderContext {
  return { productName: config.productName, shortName: config.productShortName, slug: config.productSlug, now };
}
