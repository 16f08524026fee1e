import { describe, expect, it } from "vitest";
import { hasTrigger, matchBestBets, type BestBet } from "./best-bets.ts";
import { normaliseWords } from "./normalise-words.ts";

const bet = (position: number, triggers: string[]): BestBet => ({ position, triggers, title: `Bet ${position}`, description: "", path: "/x" });

describe("best-bet triggers", () => {
  it("normalise case, punctuation and white space", () => {
    expect(normaliseWords("  How-to APPLY?! ")).toBe("how to apply");
  });

  it("match whole words only, anywhere in the query", () => {
    expect(hasTrigger("course fees 2027", "fees")).toBe(true);
    expect(hasTrigger("Fees", "fees")).toBe(true);
    expect(hasTrigger("feestructure", "fees")).toBe(false);
    expect(hasTrigger("fee", "fees")).toBe(false);
    expect(hasTrigger("how do I apply", "how to apply")).toBe(false);
    expect(hasTrigger("how to apply for nursing", "How to apply")).toBe(true);
    expect(hasTrigger("anything", "  ")).toBe(false);
  });

  it("answer every matching bet in file order, none for an empty query", () => {
    const bets = [bet(2, ["apply"]), bet(1, ["how to apply", "apply"]), bet(3, ["library"])];
    expect(matchBestBets("apply now", bets).map((b) => b.position)).toEqual([1, 2]);
    expect(matchBestBets("", bets)).toEqual([]);
    expect(matchBestBets("parking", bets)).toEqual([]);
  });
});
