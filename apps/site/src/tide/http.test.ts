import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as EnvModule from "@/config/env";
import { TideError } from "./errors";
import { forgetTimeouts, NOT_ANSWERING_READ_TIMEOUT_MS, serviceGet, setTideFetch, tideGet, tidePost, tidePostBytes } from "./http";
import { hang, makeJwt } from "./testing/fake-fetch";
import { fakeTide } from "./testing/fake-tide";
import { TEST_BASE, testEnv } from "./testing/test-env";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const ctx = { siteId: "7", requestId: "req-42" };
const anyJson = z.unknown();

const tide = fakeTide();
afterEach(() => {
  forgetTimeouts();
  delete testEnv.CONTENT_BASIC_AUTH;
  vi.restoreAllMocks();
});

describe("tideGet", () => {
  it("requests the resource with site first, the transport headers and Next cache options", async () => {
    const fake = tide.use({
      [`${TEST_BASE}/api/v1/taxonomy_term/topic?site=7&filter[name]=Study`]: {
        body: { data: [] },
        headers: { "section-cache-tags": "taxonomy_term_list  taxonomy_term:3 taxonomy_term_list", "X-Sdp-App-Type": "tide" },
      },
    });
    const res = await tideGet("taxonomy_term/topic", anyJson, {
      ctx,
      query: { filter: { name: "Study" } },
      revalidate: 120,
      tags: ["terms:topic"],
    });
    expect(res).toEqual({ data: { data: [] }, status: 200, cacheTags: ["taxonomy_term_list", "taxonomy_term:3"], appType: "tide" });
    const call = fake.calls[0];
    expect(call?.method).toBe("GET");
    expect(call?.headers).toEqual({
      "content-type": "application/vnd.api+json; charset=UTF-8",
      accept: "application/vnd.api+json",
      "x-sdp-request-location": "tide",
    });
    // The site's own tag is kept apart from the content's; the content's tags are recorded for the page.
    expect(call?.init.next).toEqual({ revalidate: 120, tags: ["yu:terms:topic"] });
    expect(call?.init.cache).toBeUndefined();
    expect(fake.recordedTags).toEqual([["taxonomy_term_list", "taxonomy_term:3"]]);
  });

  it("records a read's content tags once per render, and none for a personal read", async () => {
    const fake = tide.use({
      [`${TEST_BASE}/api/v1/route?site=7&path=%2Fx`]: { body: { data: {} }, headers: { "section-cache-tags": "node:1 config:site" } },
    });
    await tideGet("route", anyJson, { ctx, query: { path: "/x" } });
    await tideGet("route", anyJson, { ctx, query: { path: "/x" }, noStore: true });
    expect(fake.recordedTags).toEqual([["node:1", "config:site"]]);
  });

  it("uses the configured revalidate time by default", async () => {
    const fake = tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: { body: {} } });
    await tideGet("route", anyJson, { ctx });
    expect(fake.calls[0]?.init.next).toEqual({ revalidate: 60 });
  });

  it("sends a live editor token and the request id, and then bypasses every cache", async () => {
    const token = makeJwt({ exp: Math.floor(Date.now() / 1000) + 600 });
    const fake = tide.use({ [`${TEST_BASE}/api/v1/route?site=7&path=%2Fx`]: { body: {} } });
    await tideGet("route", anyJson, { ctx: { ...ctx, authToken: token }, query: { path: "/x" }, tags: ["route:/x"] });
    const call = fake.calls[0];
    expect(call?.headers["x-authorization"]).toBe(`Bearer ${token}`);
    expect(call?.headers["x-request-id"]).toBe("req-42");
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.init.cache).toBe("no-store");
    expect(call?.init.next).toBeUndefined();
  });

  it("drops an expired token and keeps caching", async () => {
    const token = makeJwt({ exp: Math.floor(Date.now() / 1000) - 5 });
    const fake = tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: { body: {} } });
    await tideGet("route", anyJson, { ctx: { ...ctx, authToken: token } });
    expect(fake.calls[0]?.headers["x-authorization"]).toBeUndefined();
    expect(fake.calls[0]?.init.cache).toBeUndefined();
  });

  it("asks for the working copy of nodes during preview, uncached", async () => {
    const fake = tide.use({ [`${TEST_BASE}/api/v1/node/page/u1?site=7&resourceVersion=rel%3Aworking-copy`]: { body: {} } });
    await tideGet("node/page/u1", anyJson, { ctx: { ...ctx, preview: { revision: "latest" } } });
    expect(fake.calls[0]?.init.cache).toBe("no-store");
  });

  it("adds audience=international for international requests", async () => {
    const fake = tide.use({ [`${TEST_BASE}/api/v1/route?site=7&path=%2Fcourses%2Fx&audience=international`]: { body: {} } });
    await tideGet("route", anyJson, { ctx: { ...ctx, audience: "international" }, query: { path: "/courses/x" } });
    expect(fake.calls).toHaveLength(1);
  });

  it("sends HTTP Basic credentials from CONTENT_BASIC_AUTH in Authorization", async () => {
    testEnv.CONTENT_BASIC_AUTH = "dev:s3cret";
    const fake = tide.use({ [`${TEST_BASE}/site-api/v1/site/7?site=7`]: { body: {} } });
    await tideGet("/site-api/v1/site/7", anyJson, { ctx });
    expect(fake.calls[0]?.headers.authorization).toBe(`Basic ${Buffer.from("dev:s3cret").toString("base64")}`);
  });

  it("can be told never to cache a read", async () => {
    const fake = tide.use({ [`${TEST_BASE}/jwt/token/?site=7`]: { body: { token: "t" } } });
    await tideGet("/jwt/token/", anyJson, { ctx, noStore: true });
    expect(fake.calls[0]?.init.cache).toBe("no-store");
    expect(fake.calls[0]?.init.next).toBeUndefined();
  });

  it("uses a 5 s read timeout by default", async () => {
    const spy = vi.spyOn(AbortSignal, "timeout");
    tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: { body: {} } });
    await tideGet("route", anyJson, { ctx });
    expect(spy).toHaveBeenCalledWith(5_000);
  });

  it("takes the read timeout from CONTENT_TIMEOUT_MS when it is set", async () => {
    testEnv.CONTENT_TIMEOUT_MS = "100";
    tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: hang });
    try {
      const error = await tideGet("route", anyJson, { ctx }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 504, detail: "no answer within 100 ms" });
    } finally {
      delete testEnv.CONTENT_TIMEOUT_MS;
    }
  });

  it("maps a timeout to TideError 504", async () => {
    tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: hang });
    const error = await tideGet("route", anyJson, { ctx, timeoutMs: 15 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TideError);
    expect(error).toMatchObject({ status: 504, title: "Content service timed out", url: `${TEST_BASE}/api/v1/route?site=7` });
  });

  it("answers a read that timed out moments ago at once, never waiting out the timeout again in a row", async () => {
    const fake = tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: hang });
    await expect(tideGet("route", anyJson, { ctx, timeoutMs: 15 })).rejects.toMatchObject({ status: 504 });
    const started = Date.now();
    await expect(tideGet("route", anyJson, { ctx, timeoutMs: 5_000 })).rejects.toMatchObject({ status: 504, title: "Content service timed out" });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(fake.calls).toHaveLength(1);
    forgetTimeouts();
    await expect(tideGet("route", anyJson, { ctx, timeoutMs: 15 })).rejects.toMatchObject({ status: 504 });
    expect(fake.calls).toHaveLength(2);
  });

  describe("a service that let a call time out", () => {
    const ROUTE = `${TEST_BASE}/api/v1/route?site=7`;
    const SITE_DATA = `${TEST_BASE}/site-api/v1/site/7?site=7`;
    const MENU = `${TEST_BASE}/api/v1/menu?site=7`;
    /** Every deadline asked for, each cut to a few milliseconds so that the test waits for none. */
    const deadlines = () => {
      const realTimeout = AbortSignal.timeout.bind(AbortSignal);
      return vi.spyOn(AbortSignal, "timeout").mockImplementation((ms) => realTimeout(Math.min(ms, 15)));
    };

    it("gives a read of anything else of it NOT_ANSWERING_READ_TIMEOUT_MS until it answers again", async () => {
      const spy = deadlines();
      tide.use({ [ROUTE]: hang, [SITE_DATA]: hang, [MENU]: { body: {} } });
      await expect(tideGet("route", anyJson, { ctx })).rejects.toMatchObject({ status: 504, detail: "no answer within 5000 ms" });
      // The error view's read of the site data, in a row with the page's own: a second wait cut short.
      await expect(tideGet("/site-api/v1/site/7", anyJson, { ctx })).rejects.toMatchObject({ status: 504, detail: `no answer within ${NOT_ANSWERING_READ_TIMEOUT_MS} ms` });
      expect(spy.mock.calls.map(([ms]) => ms)).toEqual([5_000, NOT_ANSWERING_READ_TIMEOUT_MS]);
      // An answer (of anything) ends it: the next read waits the whole timeout again.
      await tideGet("menu", anyJson, { ctx });
      forgetTimeouts();
      tide.use({ [ROUTE]: { body: {} }, [MENU]: { body: {} } });
      await tideGet("menu", anyJson, { ctx });
      await tideGet("route", anyJson, { ctx });
      expect(spy.mock.calls.map(([ms]) => ms)).toEqual([5_000, NOT_ANSWERING_READ_TIMEOUT_MS, NOT_ANSWERING_READ_TIMEOUT_MS, 5_000, 5_000]);
    });

    it("keeps the whole timeout for posts, and for reads of other services", async () => {
      const spy = deadlines();
      const search = "http://search.test/s/search.json?query=x";
      tide.use({ [ROUTE]: hang, [`${TEST_BASE}/api/v1/user/logout?_format=json&site=7`]: { status: 204 }, [search]: { body: {} } });
      await expect(tideGet("route", anyJson, { ctx })).rejects.toMatchObject({ status: 504 });
      await tidePost("user/logout?_format=json", undefined, { ctx });
      await serviceGet(search, anyJson, { endpoint: "search", timeoutMs: 5_000 });
      expect(spy.mock.calls.map(([ms]) => ms)).toEqual([5_000, 9_000, 5_000]);
    });

    it("is not answering after a post timed out too", async () => {
      const spy = deadlines();
      tide.use({ [`${TEST_BASE}/api/v1/user/login?_format=json&site=7`]: hang, [ROUTE]: { body: {} } });
      await expect(tidePost("user/login?_format=json", {}, { ctx })).rejects.toMatchObject({ status: 504 });
      await tideGet("route", anyJson, { ctx });
      expect(spy.mock.calls.map(([ms]) => ms)).toEqual([9_000, NOT_ANSWERING_READ_TIMEOUT_MS]);
    });
  });

  it("gives every call a connection pool bounded by its timeout (Next drops the signal of a background refresh)", async () => {
    const fake = tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: { body: {} } });
    await tideGet("route", anyJson, { ctx });
    expect(fake.calls[0]?.init.dispatcher).toBeDefined();
  });

  it("maps a network failure to TideError 503 'Content service unavailable'", async () => {
    setTideFetch(() => Promise.reject(new TypeError("fetch failed")));
    await expect(tideGet("route", anyJson, { ctx })).rejects.toMatchObject({ status: 503, title: "Content service unavailable" });
  });

  it("lets other errors thrown by fetch through untouched (Next's control-flow errors)", async () => {
    const special = Object.assign(new Error("Dynamic server usage"), { digest: "DYNAMIC_SERVER_USAGE" });
    setTideFetch(() => Promise.reject(special));
    await expect(tideGet("route", anyJson, { ctx })).rejects.toBe(special);
  });

  it("maps JSON:API errors to their status and title, comparing status loosely", async () => {
    tide.use({
      [`${TEST_BASE}/api/v1/route?site=7&path=%2Fa`]: { status: 404, body: { errors: [{ status: "404", title: "Path not found." }] } },
      [`${TEST_BASE}/api/v1/route?site=7&path=%2Fb`]: { status: 403, body: { errors: [{ status: 403, title: "Permission denied." }] } },
      [`${TEST_BASE}/api/v1/route?site=7&path=%2Fc`]: { status: 400, body: { errors: [{ title: "Bad", detail: "path missing" }] } },
    });
    await expect(tideGet("route", anyJson, { ctx, query: { path: "/a" } })).rejects.toMatchObject({ status: 404, title: "Path not found." });
    await expect(tideGet("route", anyJson, { ctx, query: { path: "/b" } })).rejects.toMatchObject({ status: 403, title: "Permission denied." });
    await expect(tideGet("route", anyJson, { ctx, query: { path: "/c" } })).rejects.toMatchObject({ status: 400, title: "Bad", detail: "path missing" });
  });

  it("keeps the whole JSON error body and the Retry-After header for callers", async () => {
    const body = { errors: [{ status: "422", title: "A" }, { status: "422", title: "B" }] };
    tide.use({
      [`${TEST_BASE}/api/v1/route?site=7&path=%2Fa`]: { status: 422, body },
      [`${TEST_BASE}/api/v1/route?site=7&path=%2Fb`]: { status: 429, body: { errors: [{ status: "429", title: "Slow down" }] }, headers: { "Retry-After": "42" } },
    });
    const error = await tideGet("route", anyJson, { ctx, query: { path: "/a" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TideError);
    expect((error as TideError).body).toEqual(body);
    expect((error as TideError).retryAfter).toBeUndefined();
    await expect(tideGet("route", anyJson, { ctx, query: { path: "/b" } })).rejects.toMatchObject({ status: 429, retryAfter: "42" });
  });

  it("maps a non-JSON error body to the HTTP status", async () => {
    tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: { status: 500, text: "<html>oops</html>" } });
    const error = await tideGet("route", anyJson, { ctx }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500 });
    expect((error as TideError).body).toBeUndefined();
  });

  it("maps a non-JSON success body to TideError 502", async () => {
    tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: { text: "<html>proxy login</html>" } });
    await expect(tideGet("route", anyJson, { ctx })).rejects.toMatchObject({ status: 502, title: "Invalid response from content service" });
  });

  it("maps a body that does not fit the schema to TideError 502 naming the field", async () => {
    tide.use({ [`${TEST_BASE}/api/v1/route?site=7`]: { body: { data: { id: 5 } } } });
    const schema = z.object({ data: z.object({ id: z.string() }) });
    await expect(tideGet("route", schema, { ctx })).rejects.toMatchObject({ status: 502, detail: expect.stringContaining("data.id") });
  });
});

describe("tidePost", () => {
  it("posts JSON with &site appended, the transport headers, no caching and a 9 s timeout", async () => {
    const spy = vi.spyOn(AbortSignal, "timeout");
    const fake = tide.use({
      [`${TEST_BASE}/api/v1/user/login?_format=json&site=7`]: { body: { auth_token: "x", current_user: { uid: "1" } } },
    });
    const res = await tidePost("user/login?_format=json", { name: "jane", pass: "pw" }, { ctx });
    expect(res.data).toEqual({ auth_token: "x", current_user: { uid: "1" } });
    const call = fake.calls[0];
    expect(call?.method).toBe("POST");
    expect(call?.body).toBe('{"name":"jane","pass":"pw"}');
    expect(call?.headers["content-type"]).toBe("application/vnd.api+json; charset=UTF-8");
    expect(call?.headers["x-request-id"]).toBe("req-42");
    expect(call?.init.cache).toBe("no-store");
    expect(spy).toHaveBeenCalledWith(9_000);
  });

  it("parses with a schema when given one, accepts an empty 204 and never adds resourceVersion", async () => {
    tide.use({
      [`${TEST_BASE}/api/v1/user/logout?_format=json&site=7`]: { status: 204 },
      [`${TEST_BASE}/api/v1/node/page?site=7`]: { status: 201, body: { id: "n1" } },
    });
    const out = await tidePost("user/logout?_format=json", undefined, { ctx });
    expect(out.data).toBeNull();
    const created = await tidePost("node/page", {}, { ctx: { ...ctx, preview: { revision: "latest" } }, schema: z.object({ id: z.string() }) });
    expect(created.data.id).toBe("n1");
  });

  it("maps a 400 login failure to a TideError with the message", async () => {
    tide.use({ [`${TEST_BASE}/api/v1/user/login?_format=json&site=7`]: { status: 400, body: { message: "Sorry, unrecognized username or password." } } });
    await expect(tidePost("user/login?_format=json", {}, { ctx })).rejects.toMatchObject({
      status: 400,
      title: "Sorry, unrecognized username or password.",
    });
  });
});

describe("tidePostBytes", () => {
  it("posts the bytes as they are under their own Content-Type, with credentials, request id and the visitor's address", async () => {
    testEnv.CONTENT_BASIC_AUTH = "site:secret";
    const spy = vi.spyOn(AbortSignal, "timeout");
    const fake = tide.use({ [`${TEST_BASE}/api/v1/webform_submission/contact/upload?site=7`]: { status: 201, body: { fid: "f-1" } } });
    const bytes = new TextEncoder().encode("--b\r\nhello\r\n--b--\r\n");
    const res = await tidePostBytes("webform_submission/contact/upload", bytes, "multipart/form-data; boundary=b", {
      ctx, schema: z.object({ fid: z.string() }), timeoutMs: 30_000, forwardedFor: "203.0.113.9",
    });
    expect(res).toMatchObject({ status: 201, data: { fid: "f-1" } });
    const call = fake.calls[0];
    expect(call?.init.body).toBe(bytes);
    expect(call?.headers).toMatchObject({
      "content-type": "multipart/form-data; boundary=b",
      authorization: `Basic ${Buffer.from("site:secret").toString("base64")}`,
      "x-request-id": "req-42",
      "x-forwarded-for": "203.0.113.9",
    });
    expect(call?.init.cache).toBe("no-store");
    expect(spy).toHaveBeenCalledWith(30_000);
  });

  it("sends no X-Forwarded-For without a visitor address, and maps errors like every other call", async () => {
    const fake = tide.use({
      [`${TEST_BASE}/api/v1/webform_submission/contact/upload?site=7`]: { status: 415, body: { errors: [{ status: "415", title: "Unsupported Media Type", detail: "Not a PDF." }] } },
    });
    await expect(tidePostBytes("webform_submission/contact/upload", new Uint8Array(1), "multipart/form-data; boundary=b", {
      ctx, schema: anyJson,
    })).rejects.toMatchObject({ status: 415, detail: "Not a PDF." });
    expect(fake.calls[0]?.headers["x-forwarded-for"]).toBeUndefined();
  });
});
