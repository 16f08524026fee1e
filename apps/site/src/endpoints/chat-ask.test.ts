import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { readAskAnswer, SEARCH_UNAVAILABLE } from "@/features/chat/ask-contract";
import { answerAsk, type AskSearch } from "./chat-ask";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...env, SITE_ORIGIN: "https://www.yu.edu.au" }) };
});

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request("https://www.yu.edu.au/api/chat/ask", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
}

const found: AskSearch = async (question) => [{ title: `About ${question}`, url: "/courses/x", summary: "", kind: "result" }];

describe("POST /api/chat/ask", () => {
  it("answers the cleaned question with what the search found", async () => {
    const search = vi.fn(found);
    const res = await answerAsk(post(JSON.stringify({ question: " nursing\u0000 " })), search);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ ok: true, question: "nursing", answers: [{ title: "About nursing", url: "/courses/x", summary: "", kind: "result" }] });
    expect(search).toHaveBeenCalledWith("nursing", expect.any(String));
  });

  it.each([
    [post(JSON.stringify({ question: "x" })), 400, /at least 2/],
    [post(JSON.stringify({ question: "x".repeat(301) })), 400, /at most 300/],
    [post("{nope"), 400, /must be JSON/],
    [post(JSON.stringify({ q: "nursing" })), 400, /Type a question/],
    [post(JSON.stringify({ question: "nursing" }), { "content-type": "text/plain" }), 415, /as JSON/],
    [post(JSON.stringify({ question: "nursing" }), { origin: "https://evil.example" }), 403, /this website's pages/],
    [post(JSON.stringify({ question: "x".repeat(5000) })), 413, /too large/],
  ])("refuses a bad request (%#) with %i", async (request, status, message) => {
    const search = vi.fn(found);
    const res = await answerAsk(request, search);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(message);
    expect(search).not.toHaveBeenCalled();
  });

  it("says the search is unavailable, and nothing of the failure, when the service fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await answerAsk(post(JSON.stringify({ question: "nursing" })), () => Promise.reject(new Error("ECONNREFUSED at internal:3001")));
    expect([res.status, res.headers.get("retry-after"), res.headers.get("cache-control")]).toEqual([503, "60", "no-store"]);
    expect(await res.json()).toEqual({ ok: false, message: SEARCH_UNAVAILABLE });
  });
});

describe("readAskAnswer", () => {
  it("keeps well-formed answers and drops links that are not web pages", () => {
    expect(readAskAnswer(200, { ok: true, question: "q", answers: [
      { title: "A", url: "/a", summary: "s", kind: "result" },
      { title: "B", url: "javascript:alert(1)", kind: "result" },
      { title: "C", url: "//evil.example", kind: "result" },
      { title: "D", url: "https://x.example/", kind: "best-bet" },
    ] })).toEqual({ ok: true, question: "q", answers: [
      { title: "A", url: "/a", summary: "s", kind: "result" },
      { title: "D", url: "https://x.example/", summary: "", kind: "best-bet" },
    ] });
  });

  it("reads failures in the service's words, or ours", () => {
    expect(readAskAnswer(400, { ok: false, message: "Too short." })).toEqual({ ok: false, message: "Too short." });
    expect(readAskAnswer(504, "<html>")).toEqual({ ok: false, message: SEARCH_UNAVAILABLE });
    expect(readAskAnswer(500, null).ok).toBe(false);
  });
});
