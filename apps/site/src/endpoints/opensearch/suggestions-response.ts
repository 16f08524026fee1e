import { SUGGESTIONS_PER_CALL } from "@/config/constants";
import type { SuggestItem } from "@/tide/suggest-item";

/** OpenSearch suggestions: `[query, [titles], [descriptions], [urls]]`, the lists index by index. */
export type OpenSearchSuggestions = [query: string, titles: string[], descriptions: string[], urls: string[]];

export const SUGGESTIONS_CONTENT_TYPE = "application/x-suggestions+json; charset=utf-8";

// What a content suggestion is, by its bundle (`cat`); others are named from the bundle itself.
const KIND_LABELS: Record<string, string> = {
  page: "Page", landing_page: "Page", microsite_page: "Page", news: "News", event: "Event", profile: "Profile",
  publication: "Publication", grant: "Grant", course: "Course", unit: "Unit", unit_set: "Unit set",
};

function kindLabel(cat: string): string {
  const known = KIND_LABELS[cat];
  if (known) return known;
  const words = cat.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A site path on the origin, or an http(s) URL as it is; anything else (javascript:, //host) is no link. */
function absoluteUrl(action: string, origin: string): string | null {
  const url = action.trim();
  if (url.startsWith("/") && !url.startsWith("//")) return `${origin}${url}`;
  return /^https?:\/\/[^/]/i.test(url) ? url : null;
}

interface Entry { title: string; description: string; url: string }

function toEntry(item: SuggestItem, origin: string): Entry | null {
  const url = absoluteUrl(item.action, origin);
  const title = (typeof item.disp === "string" ? item.disp : item.disp.title).trim();
  if (url === null || title === "") return null;
  // A course's study level (spec §2.4 shows it under the title), else what kind of page it is.
  const level = typeof item.disp === "string" ? undefined : item.disp.metaData?.studyLevel?.trim();
  return { title, description: level || kindLabel(item.cat), url };
}

/** Takes the lists' items in turn (first of each, then second of each…), so that every list is represented. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...lists.map((l) => l.length));
  const out: T[] = [];
  for (let i = 0; i < longest; i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

/**
 * The suggestions browsers show for `query` (spec §2.1 /search/openSearchQueries) from the header's two
 * suggestion lists: merged in turn, one entry per URL, at most `max`, every URL absolute on the site's origin.
 */
export function toOpenSearchSuggestions(query: string, lists: readonly (readonly SuggestItem[])[], siteOrigin: string,
  max: number = SUGGESTIONS_PER_CALL): OpenSearchSuggestions {
  const origin = siteOrigin.replace(/\/+$/, "");
  const seen = new Set<string>();
  const answer: OpenSearchSuggestions = [query, [], [], []];
  for (const item of interleave(lists)) {
    if (answer[3].length >= max) break;
    const entry = toEntry(item, origin);
    if (entry === null || seen.has(entry.url)) continue;
    seen.add(entry.url);
    answer[1].push(entry.title);
    answer[2].push(entry.description);
    answer[3].push(entry.url);
  }
  return answer;
}
