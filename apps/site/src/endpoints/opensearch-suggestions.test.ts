import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { clearSuggestionCache } from "@/tide/suggest-client";
import type { AutocompleteRequest, SuggestItem } from "@/tide/suggest-item";
import { setLogSink } from "@/tide/log";
import { fakeTide } from "@/tide/testing/fake-tide";
import { TEST_BASE } from "@/tide/testing/test-env";
import { answerOpenSearchQueries, answerOpenSearchSuggestions } from "./opensearch-suggestions";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...env, SITE_ORIGIN: "https://www.yu.edu.au" }) };
});

const origin = "https://www.yu.edu.au";
const nursing: SuggestItem = { key: "Bachelor of Nursing", disp: { title: "Bachelor of Nursing", metaData: { studyLevel: "Undergraduate" } },
  disp_t: "J", action: "/courses/bachelor-of-nursing-hbns", action_t: "U", cat: "course" };
const page: SuggestItem = { key: "Nursing", disp: "Nursing", disp_t: "T", action: "/study-at-yu/nursing", action_t: "U", cat: "landing_page" };

describe("answerOpenSearchSuggestions", () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    setLogSink((line) => logged.push(line));
  });
  afterEach(() => setLogSink(null));

  it("asks for both kinds of suggestion, ten each, and merges them; the answer may be kept a minute", async () => {
    const suggest = vi.fn(async (request: AutocompleteRequest, _requestId?: string | null) => (request.type === "courses" ? [nursing] : [page]));
    const answer = await answerOpenSearchSuggestions(" nur ", origin, "req-1", suggest);
    expect(suggest.mock.calls.map(([request, requestId]) => [request, requestId])).toEqual([
      [{ type: "suggestions", partialQuery: "nur", show: 10 }, "req-1"],
      [{ type: "courses", partialQuery: "nur", show: 10 }, "req-1"],
    ]);
    expect(answer).toEqual({ status: 200, cacheControl: "public, max-age=60", body: [" nur ", ["Nursing", "Bachelor of Nursing"],
      ["Page", "Undergraduate"], [`${origin}/study-at-yu/nursing`, `${origin}/courses/bachelor-of-nursing-hbns`]] });
  });

  it("does not ask the search service for fewer than three characters or a missing q", async () => {
    const suggest = vi.fn(async () => [nursing]);
    expect(await answerOpenSearchSuggestions("nu", origin, null, suggest)).toEqual({ status: 200, body: ["nu", [], [], []], cacheControl: "public, max-age=60" });
    expect(await answerOpenSearchSuggestions(null, origin, null, suggest)).toMatchObject({ status: 200, body: ["", [], [], []] });
    expect(suggest).not.toHaveBeenCalled();
  });

  it("refuses an over-long q or control characters with 400, without asking", async () => {
    const suggest = vi.fn(async () => [nursing]);
    expect(await answerOpenSearchSuggestions("n".repeat(101), origin, null, suggest))
      .toEqual({ status: 400, body: { error: "q must be at most 100 characters." }, cacheControl: "no-store" });
    expect(await answerOpenSearchSuggestions("nur\u0000", origin, null, suggest)).toMatchObject({ status: 400 });
    expect(suggest).not.toHaveBeenCalled();
  });

  it("answers empty lists as an outage's 503, logged and not kept, when the search service fails", async () => {
    const answer = await answerOpenSearchSuggestions("nur", origin, "req-2", async () => {
      throw new Error("connect ECONNREFUSED");
    });
    expect(answer).toEqual({ status: 503, body: ["nur", [], [], []], cacheControl: "no-store" });
    expect(logged).toHaveLength(2);
    expect(JSON.parse(logged[0] ?? "{}")).toMatchObject({ level: "error", msg: "opensearch suggestions failed", type: "suggestions", requestId: "req-2" });
  });

  it("keeps the list that came when the other fails", async () => {
    const answer = await answerOpenSearchSuggestions("nur", origin, null, async (request) => {
      if (request.type === "suggestions") throw new Error("timed out");
      return [nursing];
    });
    expect(answer).toEqual({ status: 200, body: ["nur", ["Bachelor of Nursing"], ["Undergraduate"], [`${origin}/courses/bachelor-of-nursing-hbns`]], cacheControl: "no-store" });
  });
});

describe("GET /search/openSearchQueries", () => {
  const tide = fakeTide();
  afterEach(() => clearSuggestionCache());
  const ask = (q: string) => answerOpenSearchQueries(new Request(`https://www.yu.edu.au/search/openSearchQueries?q=${q}`,
    { headers: { "x-forwarded-for": "203.0.113.91" } }), q);
  const urls = (q: string) => [`${TEST_BASE}/s/suggest.json?collection=yu-search&partial_query=${q}&show=10`,
    `${TEST_BASE}/s/suggest.json?collection=yu-search-courses&partial_query=${q}&show=10`];

  it("answers an outage's 503 with Retry-After, never kept, and the empty lists when the search service is down", async () => {
    const refused = () => Promise.reject(Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } }));
    tide.use(Object.fromEntries(urls("nur").map((url) => [url, refused])));
    const res = await ask("nur");
    expect([res.status, res.headers.get("retry-after"), res.headers.get("cache-control")]).toEqual([503, "60", "no-store"]);
    expect(res.headers.get("content-type")).toBe("application/x-suggestions+json; charset=utf-8");
    expect(await res.json()).toEqual(["nur", [], [], []]);
  });

  it("answers 200 without Retry-After when a list came", async () => {
    const [suggestions = "", courses = ""] = urls("nur");
    tide.use({ [suggestions]: { status: 500, text: "no" }, [courses]: { body: [nursing] } });
    const res = await ask("nur");
    expect([res.status, res.headers.get("retry-after"), res.headers.get("cache-control")]).toEqual([200, null, "no-store"]);
  });
});
