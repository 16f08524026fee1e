import type { SearchResponse } from "@/tide/search-response";
import { htmlToText } from "./html";
import { resultHref, type SiteHosts } from "./search-link";

/* What the chat's assistant answers from the site search: best bets first, then the top results. Pure. */

export interface ChatAnswer {
  title: string;
  /** A path for this university's pages (they open here), the address itself for anything else. */
  url: string;
  summary: string;
  /** A curated best bet, or an ordinary search result. */
  kind: "best-bet" | "result";
}

export const CHAT_MAX_BEST_BETS = 2;
export const CHAT_MAX_RESULTS = 4;
export const CHAT_SUMMARY_MAX_CHARS = 160;

/** Text cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max = CHAT_SUMMARY_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Up to two best bets, then up to four results, each link once (a best bet's page is not repeated as a result). */
export function chatAnswers(response: SearchResponse, own: SiteHosts): ChatAnswer[] {
  const seen = new Set<string>();
  const answers: ChatAnswer[] = [];
  const add = (answer: ChatAnswer) => {
    const key = answer.url.replace(/\/+$/, "").toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    answers.push(answer);
    return true;
  };
  let bets = 0;
  for (const exhibit of response.response.curator?.exhibits ?? []) {
    if (bets >= CHAT_MAX_BEST_BETS) break;
    const url = exhibit.linkUrl ? resultHref(exhibit.linkUrl, own) : null;
    const title = htmlToText(exhibit.titleHtml).trim();
    if (url === null || title === "") continue;
    if (add({ title, url, summary: shorten(htmlToText(exhibit.descriptionHtml)), kind: "best-bet" })) bets += 1;
  }
  let results = 0;
  for (const result of response.response.resultPacket?.results ?? []) {
    if (results >= CHAT_MAX_RESULTS) break;
    const url = resultHref(result.liveUrl, own);
    const title = htmlToText(result.title).trim();
    if (url === null || title === "") continue;
    if (add({ title, url, summary: shorten(htmlToText(result.summary)), kind: "result" })) results += 1;
  }
  return answers;
}
