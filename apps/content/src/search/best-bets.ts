import { normaliseWords } from "./normalise-words.ts";

/** A curated answer (Funnelback's best bet): shown above the results when the query contains a trigger. */
export interface BestBet {
  position: number;
  triggers: string[];
  title: string;
  description: string;
  /** Site path on the main site, e.g. /study-at-yu/how-to-apply. */
  path: string;
}


/** True when the query holds the trigger as whole words ("how to apply" in "how to apply online", not "fee" in "fees"). */
export function hasTrigger(query: string, trigger: string): boolean {
  const words = normaliseWords(trigger);
  if (words === "") return false;
  return ` ${normaliseWords(query)} `.includes(` ${words} `);
}

/** The bets whose triggers the query contains, in their file order. */
export function matchBestBets(query: string, bets: readonly BestBet[]): BestBet[] {
  if (normaliseWords(query) === "") return [];
  return bets.filter((bet) => bet.triggers.some((trigger) => hasTrigger(query, trigger)))
    .sort((a, b) => a.position - b.position);
}
