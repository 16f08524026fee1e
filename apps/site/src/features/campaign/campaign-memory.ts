/* The part of the campaign memory every page carries: it copies the address's utm_* values into the tab's storage,
 * as given (bounded), and nothing else. Reading them back cleans them (campaign.ts), where a form needs them, so
 * that every page's script stays small. */

/** The tab's storage key. */
export const CAMPAIGN_STORAGE_KEY = "yu-campaign";
/** The longest value kept: more than a hidden field holds (50), so that cleaning it later works on the whole value. */
const KEPT_CHARS = 200;

/** Remembers the campaign of this address for the tab, replacing an earlier one; does nothing where storage is refused. */
export function rememberCampaign(search: string, storage: Pick<Storage, "setItem"> | null): void {
  if (storage === null || !/[?&]utm_/.test(search)) return;
  const campaign: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (/^utm_[a-z]+$/.test(key) && value.trim() !== "") campaign[key] = value.slice(0, KEPT_CHARS);
  });
  if (Object.keys(campaign).length === 0) return;
  try {
    storage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // Storage full or refused: an enquiry still goes, without its campaign.
  }
}

/** The tab's session storage, or null where the browser refuses it (some private modes). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
