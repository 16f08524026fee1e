import "server-only";
import { config } from "@/config/env";
import { chatAnswers, type ChatAnswer } from "@/mapping/chat-answers";
import { siteHosts } from "@/mapping/search-link";
import { fetchSearch } from "@/tide/search-client";
import { loadSiteChrome } from "./site-chrome";

/** How many results the chat asks for: enough for four after best bets' pages are taken out. */
const CHAT_NUM_RANKS = 8;

/** The chat assistant's answers to a question: the site search's best bets and top results. Throws when it fails. */
export async function askChat(question: string, requestId: string): Promise<ChatAnswer[]> {
  const cfg = config();
  const params: [string, string][] = [
    ["collection", cfg.searchCollection],
    ["profile", "_default"],
    ["query", question],
    ["num_ranks", String(CHAT_NUM_RANKS)],
    ["start_rank", "1"],
  ];
  const [chrome, response] = await Promise.all([loadSiteChrome("/"), fetchSearch(params, requestId)]);
  const own = siteHosts(Object.values(chrome.main?.domains ?? {}), [cfg.siteOrigin, cfg.mainSiteOrigin]);
  return chatAnswers(response, own);
}
