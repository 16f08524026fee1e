/* The campaign that brought a visitor (the utm_* parameters of the address they arrived at), kept for the rest of
 * their visit in the browser's tab, so that an enquiry sent a few pages later still says which campaign it came
 * from (spec §5 hidden fields). Pages are cached for everyone, so remembering it is the browser's job. */
import { cleanHiddenValue, QUERY_FILLED_FIELDS } from "@yu/webform-rules";
import { CAMPAIGN_STORAGE_KEY } from "./campaign-memory";

export const CAMPAIGN_FIELDS = QUERY_FILLED_FIELDS.filter((f) => f.startsWith("utm_"));
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
export type Campaign = Partial<Record<CampaignField, string>>;

export { CAMPAIGN_STORAGE_KEY, tabStorage } from "./campaign-memory";

/** The campaign an address names, each value cleaned as a hidden field's; null when it names none. Pure. */
export function campaignFromQuery(query: URLSearchParams): Campaign | null {
  const campaign: Campaign = {};
  for (const field of CAMPAIGN_FIELDS) {
    const raw = query.get(field);
    if (raw === null) continue;
    const value = cleanHiddenValue(raw);
    if (value !== "") campaign[field] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/** A stored campaign read back, keeping only known fields, cleaned as hidden values are (storage is the visitor's to edit,
 * and the campaign is stored as the address gave it). */
export function parseStoredCampaign(stored: string | null): Campaign | null {
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const query = new URLSearchParams();
  for (const field of CAMPAIGN_FIELDS) if (typeof record[field] === "string") query.set(field, record[field]);
  return campaignFromQuery(query);
}

/**
 * The query a form fills its hidden fields from: the address's own, with the remembered campaign's values for the
 * campaign fields the address does not name (the latest campaign is the one remembered). Pure.
 */
export function withCampaign(query: URLSearchParams, campaign: Campaign | null): URLSearchParams {
  if (campaign === null || campaignFromQuery(query) !== null) return query;
  const merged = new URLSearchParams(query);
  for (const field of CAMPAIGN_FIELDS) {
    const value = campaign[field];
    if (value !== undefined && !merged.has(field)) merged.set(field, value);
  }
  return merged;
}

/** The campaign remembered in this tab, or null. */
export function rememberedCampaign(storage: Pick<Storage, "getItem"> | null): Campaign | null {
  try {
    return parseStoredCampaign(storage?.getItem(CAMPAIGN_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

