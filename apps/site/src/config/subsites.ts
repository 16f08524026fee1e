import { z } from "zod";
import demoSubsites from "./demo-subsites.json";

const listSchema = z.array(z.object({
  siteId: z.string().regex(/^\d+$/, "siteId must be a site term's number"),
  basePath: z.string().regex(/^\/[^?#\s]*[^/?#\s]$/, "basePath must be a path such as /choose-yu, without a trailing slash"),
  name: z.string().min(1, "name must not be empty"),
}).strict()).max(500);

/** A subsite of the main site: its site id, the path it lives under and its name. */
export interface Subsite {
  siteId: string;
  basePath: string;
  name: string;
}

export type SubsitesParse = { ok: true; subsites: Subsite[] } | { ok: false; problems: string[] };

/**
 * SITE_SUBSITES: the subsites this site serves under its host, as JSON, `[{"siteId": "101", "basePath":
 * "/centre-of-policy-studies-cops", "name": "Centre of Policy Studies (CoPS)"}]`; `{{slug}}` and `{{short_name}}` in
 * a path or name become the product's. Unset: the demo's, generated from content/site/sites.yaml
 * (scripts/demo-subsites.mjs).
 */
export function parseSubsites(text: string | undefined, productSlug: string, productShortName: string): SubsitesParse {
  let raw: unknown = demoSubsites;
  if (text !== undefined) {
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, problems: ['must be a JSON list such as [{"siteId": "101", "basePath": "/research", "name": "Research"}]'] };
    }
  }
  const parsed = listSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join(".") || "(list)"}: ${i.message}`) };
  const fill = (value: string) => value.replaceAll("{{slug}}", productSlug).replaceAll("{{short_name}}", productShortName);
  return { ok: true, subsites: parsed.data.map((s) => ({ siteId: s.siteId, basePath: fill(s.basePath), name: fill(s.name) })) };
}
