import type { IdAllocator } from "../id-allocator.ts";
import { seedUuid } from "../ids.ts";
import { describeSource, type RedirectRow, type SeedRecord } from "../types.ts";
import { isMapping, MAIN_SITE_KEY, normaliseAlias } from "./build.ts";

const REDIRECT_CODES = new Set([301, 302, 303, 307, 308]);

/** Each redirect record as a row: a path source, a path or http(s) target, a redirect status, a site (the main one by default). */
export function compileRedirects(records: SeedRecord[], siteTids: Map<string, number>, ids: IdAllocator,
  problems: string[]): RedirectRow[] {
  const rows: RedirectRow[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    if (record.type !== "redirect") continue;
    const where = describeSource(record.source, `redirect:${record.key}`);
    for (const name of Object.keys(record.body)) {
      if (!["type", "key", "attributes"].includes(name)) problems.push(`${where}: unknown field "${name}"`);
    }
    const attributes = isMapping(record.body.attributes) ? record.body.attributes : {};
    const { source, target } = attributes;
    const statusCode = attributes.status_code ?? 301;
    const siteKey = attributes.site ?? (siteTids.has(MAIN_SITE_KEY) ? MAIN_SITE_KEY : null);
    if (typeof source !== "string" || !/^\/[^\s?#]*$/.test(source)) {
      problems.push(`${where}: source must be a path starting with "/"`);
      continue;
    }
    if (typeof target !== "string" || !(/^\/(?!\/)\S*$/.test(target) || /^https?:\/\/\S+$/.test(target))) {
      problems.push(`${where}: target must be a path starting with "/" or a full http(s) URL`);
      continue;
    }
    if (typeof statusCode !== "number" || !REDIRECT_CODES.has(statusCode)) {
      problems.push(`${where}: status_code must be one of ${[...REDIRECT_CODES].join(", ")}`);
      continue;
    }
    const siteTid = siteKey === null ? null : typeof siteKey === "string" ? siteTids.get(siteKey) : undefined;
    if (siteTid === undefined) {
      problems.push(`${where}: site: unknown site ${JSON.stringify(siteKey)}`);
      continue;
    }
    const normalised = normaliseAlias(source);
    const identity = `${normalised} ${siteTid ?? ""}`;
    if (seen.has(identity)) {
      problems.push(`${where}: another redirect already has source ${normalised} on that site`);
      continue;
    }
    seen.add(identity);
    rows.push({ uuid: seedUuid("redirect", record.key), internalId: ids.allocate("redirect"), source: normalised,
      target, statusCode, siteTid });
  }
  return rows;
}
