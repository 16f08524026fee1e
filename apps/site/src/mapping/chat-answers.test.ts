import { describe, expect, it } from "vitest";
import { searchResponseSchema, type SearchResponse } from "@/tide/search-response";
import { chatAnswers, shorten } from "./chat-answers";
import { siteHosts } from "./search-link";

const own = siteHosts(["www.yu.edu.au"], ["http://localhost:3000"]);

function response(results: unknown[], exhibits: unknown[] = []): SearchResponse {
  return searchResponseSchema.parse({ response: { resultPacket: { results }, facets: [], curator: { exhibits } } });
}

const result = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Result ${n}`, liveUrl: `https://www.yu.edu.au/page-${n}`, summary: `About <b>page</b> ${n}`, metaData: {}, ...extra,
});

describe("chatAnswers", () => {
  it("puts best bets first, then the top results, our pages as paths", () => {
    const answers = chatAnswers(
      response([result(1), result(2)], [{ titleHtml: "Fees &amp; money", descriptionHtml: "<p>What study costs.</p>", linkUrl: "https://www.yu.edu.au/help" }]),
      own,
    );
    expect(answers).toEqual([
      { title: "Fees & money", url: "/help", summary: "What study costs.", kind: "best-bet" },
      { title: "Result 1", url: "/page-1", summary: "About page 1", kind: "result" },
      { title: "Result 2", url: "/page-2", summary: "About page 2", kind: "result" },
    ]);
  });

  it("keeps at most two best bets and four results, and lists a page once", () => {
    const bets = [1, 2, 3].map((n) => ({ titleHtml: `Bet ${n}`, linkUrl: `/page-${n}` }));
    const answers = chatAnswers(response([1, 2, 3, 4, 5, 6, 7].map((n) => result(n)), bets), own);
    expect(answers.map((a) => `${a.kind}:${a.url}`)).toEqual([
      "best-bet:/page-1", "best-bet:/page-2", "result:/page-3", "result:/page-4", "result:/page-5", "result:/page-6",
    ]);
  });

  it("keeps other sites' addresses and drops links that are not web pages or have no title", () => {
    const answers = chatAnswers(response([
      result(1, { liveUrl: "https://other.example/x" }),
      result(2, { liveUrl: "javascript:alert(1)" }),
      result(3, { title: "  " }),
    ], [{ titleHtml: "No link" }]), own);
    expect(answers).toEqual([{ title: "Result 1", url: "https://other.example/x", summary: "About page 1", kind: "result" }]);
  });

  it("answers nothing when the service found nothing", () => {
    expect(chatAnswers(searchResponseSchema.parse({ response: { resultPacket: null, facets: [] } }), own)).toEqual([]);
  });
});

describe("shorten", () => {
  it("keeps short text and cuts long text at a word, with an ellipsis", () => {
    expect(shorten("  short  text ")).toBe("short text");
    expect(shorten("one two three four five", 12)).toBe("one two…");
    expect(shorten("x".repeat(30), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
