import { afterEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { hang } from "@/tide/testing/fake-fetch";
import { fakeTide } from "@/tide/testing/fake-tide";
import { TEST_BASE, testEnv } from "@/tide/testing/test-env";
import { answerAutocomplete, answerAutocompletePost, SUGGESTIONS_UNAVAILABLE } from "./search-autocomplete";
import { clearSuggestionCache } from "@/tide/suggest-client";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const SUGGEST = `${TEST_BASE}/s/suggest.json`;
const course = { key: "Accounting", disp: { title: "Accounting", metaData: { studyLevel: "Unit set" } }, disp_t: "J",
  action: "/unitsets/BMAACC", action_t: "U", cat: "unit_set" };

const tide = fakeTide();
afterEach(() => {
  clearSuggestionCache();
  delete testEnv.CONTENT_BASIC_AUTH;
  vi.restoreAllMocks();
});

describe("answerAutocomplete", () => {
  it("asks the content collection for suggestions and answers the items as they are", async () => {
    const item = { key: "News", disp: "News", disp_t: "T", action: "/news", action_t: "U", cat: "landing_page" };
    const fake = tide.use({ [`${SUGGEST}?collection=yu-search&partial_query=new&show=10`]: { body: [item] } });
    expect(await answerAutocomplete({ params: { partial_query: "new", show: 10 } })).toEqual({ status: 200, body: [item] });
    expect(fake.calls[0]?.headers).toEqual({ accept: "application/json" });
    expect(fake.calls[0]?.init.cache).toBe("no-store");
  });

  it("asks the -courses collection for courses, with the text encoded, and drops malformed items", async () => {
    const spy = vi.spyOn(AbortSignal, "timeout");
    tide.use({ [`${SUGGEST}?collection=yu-search-courses&partial_query=acc+%26+fin&show=5`]: { body: [{ disp: "no action" }, course] } });
    expect(await answerAutocomplete({ type: "courses", params: { partial_query: " acc  & fin ", show: 5 } }, "req-1"))
      .toEqual({ status: 200, body: [course] });
    expect(spy).toHaveBeenCalledWith(5000);
  });

  it("sends the content host's Basic credentials to it, and the request id", async () => {
    testEnv.CONTENT_BASIC_AUTH = "user:pass";
    const fake = tide.use({ [`${SUGGEST}?collection=yu-search&partial_query=new&show=10`]: { body: [] } });
    await answerAutocomplete({ params: { partial_query: "new", show: 10 } }, "req-2");
    expect(fake.calls[0]?.headers).toMatchObject({ authorization: `Basic ${btoa("user:pass")}`, "x-request-id": "req-2" });
  });

  it("keeps an answer for the same lookup, and shares one request between concurrent lookups", async () => {
    const item = { key: "News", disp: "News", disp_t: "T", action: "/news", action_t: "U", cat: "landing_page" };
    const fake = tide.use({ [`${SUGGEST}?collection=yu-search&partial_query=new&show=10`]: { body: [item] } });
    const body = { params: { partial_query: "new", show: 10 } };
    const [a, b] = await Promise.all([answerAutocomplete(body), answerAutocomplete(body)]);
    expect(await answerAutocomplete(body)).toEqual({ status: 200, body: [item] });
    expect([a, b]).toEqual([{ status: 200, body: [item] }, { status: 200, body: [item] }]);
    expect(fake.calls).toHaveLength(1);
  });

  it("answers 400 to a control character in the typed text, without asking the search service or logging an error", async () => {
    const fake = tide.use({});
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const text of ["nur\u0000sing", "acc\u0007"]) {
      expect(await answerAutocomplete({ params: { partial_query: text, show: 10 } }))
        .toEqual({ status: 400, body: { error: "params.partial_query must not hold control characters." } });
    }
    expect(fake.calls).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
  });

  it("answers no suggestions below three characters without asking anyone", async () => {
    const fake = tide.use({});
    expect(await answerAutocomplete({ params: { partial_query: " ac ", show: 10 } })).toEqual({ status: 200, body: [] });
    expect(fake.calls).toEqual([]);
  });

  it("answers 400 with the parser's message for a bad body", async () => {
    tide.use({});
    expect(await answerAutocomplete({ params: { partial_query: "acc", show: 99 } }))
      .toEqual({ status: 400, body: { error: "params.show must be a whole number from 1 to 50." } });
  });

  it("answers 503 and logs when the search service fails, answers oddly or times out", async () => {
    const cases: [string, Parameters<typeof tide.use>[0][string]][] = [
      ["down", { status: 500, text: "Internal error\n    at x (y.js:1:1)" }],
      ["odd", { body: { not: "an array" } }],
      ["html", { text: "<html>" }],
    ];
    for (const [index, [text, reply]] of cases.entries()) {
      tide.use({ [`${SUGGEST}?collection=yu-search&partial_query=${text}&show=10`]: reply });
      expect(await answerAutocomplete({ params: { partial_query: text, show: 10 } }), text)
        .toEqual({ status: 503, body: { error: SUGGESTIONS_UNAVAILABLE } });
      expect(tide.logged()).toHaveLength(index + 1);
      expect(tide.logged()[index]).toMatchObject({ level: "error", msg: "search suggestions failed", type: "suggestions" });
    }
  });

  it("does not keep a failure: the next lookup asks again", async () => {
    const url = `${SUGGEST}?collection=yu-search&partial_query=again&show=10`;
    tide.use({ [url]: { status: 503, text: "busy" } });
    expect((await answerAutocomplete({ params: { partial_query: "again", show: 10 } })).status).toBe(503);
    tide.use({ [url]: { body: [] } });
    expect(await answerAutocomplete({ params: { partial_query: "again", show: 10 } })).toEqual({ status: 200, body: [] });
  });

  it("answers 503 when the search service does not answer in time", async () => {
    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    const spy = vi.spyOn(AbortSignal, "timeout").mockImplementation(() => realTimeout(10));
    tide.use({ [`${SUGGEST}?collection=yu-search&partial_query=slow&show=10`]: hang });
    expect(await answerAutocomplete({ params: { partial_query: "slow", show: 10 } }))
      .toEqual({ status: 503, body: { error: SUGGESTIONS_UNAVAILABLE } });
    expect(spy).toHaveBeenCalledWith(5000);
    expect(tide.logged()[0]).toMatchObject({ status: 504, error: "Content service timed out" });
  });
});

describe("POST /api/search-autocomplete during an outage", () => {
  const lookup = (text: string) => new Request("http://localhost:3000/api/search-autocomplete", { method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.90" }, body: JSON.stringify({ params: { partial_query: text, show: 10 } }) });

  it("answers 503 with Retry-After and no caching, as every endpoint does, whether the service is down or answers 5xx", async () => {
    const refused = () => Promise.reject(Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } }));
    tide.use({ [`${SUGGEST}?collection=yu-search&partial_query=down&show=10`]: refused,
      [`${SUGGEST}?collection=yu-search&partial_query=busy&show=10`]: { status: 503, text: "busy" } });
    for (const text of ["down", "busy"]) {
      const res = await answerAutocompletePost(lookup(text));
      expect([res.status, res.headers.get("retry-after"), res.headers.get("cache-control")], text).toEqual([503, "60", "no-store"]);
      expect(await res.json()).toEqual({ error: SUGGESTIONS_UNAVAILABLE });
    }
  });

  it("sends no Retry-After with an answer that is no outage", async () => {
    tide.use({ [`${SUGGEST}?collection=yu-search&partial_query=fine&show=10`]: { body: [] } });
    const res = await answerAutocompletePost(lookup("fine"));
    expect([res.status, res.headers.get("retry-after")]).toEqual([200, null]);
  });
});
