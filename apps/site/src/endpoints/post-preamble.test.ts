import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { mediaType, readJsonPost, readPost, readTextPost, refuseEarly, refusalHeaders } from "./post-preamble";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...env, SITE_ORIGIN: "https://www.yu.edu.au", SITE_RATE_LIMITS: "chat=2" }) };
});

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request("https://www.yu.edu.au/api/x", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
}

const JSON_CHECKS = { sameSiteOnly: "Our pages only.", jsonOnly: "the question", example: '{"q": 1}', maxBytes: 16, tooLarge: "Too large." };

describe("mediaType", () => {
  it("reads the media type without parameters", () => {
    expect(mediaType("Application/JSON; charset=utf-8")).toBe("application/json");
    expect(mediaType("multipart/form-data; boundary=x")).toBe("multipart/form-data");
    expect(mediaType(null)).toBe("");
  });
});

describe("refuseEarly", () => {
  it("refuses another site's post with the endpoint's words, and lets a post without Origin through", async () => {
    expect(await refuseEarly(post(null, { origin: "https://evil.example" }), { sameSiteOnly: "Our pages only." }))
      .toEqual({ status: 403, message: "Our pages only." });
    expect(await refuseEarly(post(null, { "sec-fetch-site": "cross-site" }), { sameSiteOnly: "Our pages only." })).toMatchObject({ status: 403 });
    expect(await refuseEarly(post(null), { sameSiteOnly: "Our pages only." })).toBeNull();
    expect(await refuseEarly(post(null, { origin: "https://evil.example" }), {})).toBeNull();
  });

  it("compares Origin with SITE_ORIGIN, scheme and port included, never with the request's Host", async () => {
    const only = { sameSiteOnly: "Our pages only." };
    const from = (origin: string, url = "https://www.yu.edu.au/api/x", host?: string) =>
      new Request(url, { method: "POST", headers: { origin, ...(host === undefined ? {} : { host }) } });
    // The probe's post: a Host of its choosing and an Origin to match it.
    expect(await refuseEarly(from("http://evil.example", "http://evil.example/api/x", "evil.example"), only)).toEqual({ status: 403, message: "Our pages only." });
    // The site's own host on another scheme or port.
    expect(await refuseEarly(from("http://www.yu.edu.au"), only)).toMatchObject({ status: 403 });
    expect(await refuseEarly(from("https://www.yu.edu.au:8443"), only)).toMatchObject({ status: 403 });
    // The public origin, however the request reached the instance (a proxy's plain HTTP to an inner address).
    expect(await refuseEarly(from("https://www.yu.edu.au", "http://10.0.0.5:3000/api/x", "10.0.0.5:3000"), only)).toBeNull();
  });

  it("spends the visitor's budget and says how long to wait once it is spent", async () => {
    const visitor = { "x-forwarded-for": "203.0.113.77" };
    expect(await refuseEarly(post(null, visitor), { budget: "chat" })).toBeNull();
    expect(await refuseEarly(post(null, visitor), { budget: "chat" })).toBeNull();
    const refused = await refuseEarly(post(null, visitor), { budget: "chat" });
    expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(/Too many requests/) });
    expect(refused?.retryAfter).toBeGreaterThan(0);
    expect(refusalHeaders(refused ?? { status: 400, message: "" })).toMatchObject({ "Retry-After": String(refused?.retryAfter) });
  });

  it("refuses a body type the endpoint does not read", async () => {
    const accepts = { test: (type: string | null) => type === "text/csv", message: "CSV only." };
    expect(await refuseEarly(post(null), { accepts })).toEqual({ status: 415, message: "CSV only." });
    expect(refusalHeaders({ status: 415, message: "CSV only." })).toEqual({});
  });
});

describe("readPost and readTextPost", () => {
  it("reads a body up to the limit and refuses a larger one, declared or not", async () => {
    const checks = { maxBytes: 4, tooLarge: "Too large." };
    const read = await readPost(post("abcd"), checks);
    expect(read.ok && new TextDecoder().decode(read.value)).toBe("abcd");
    expect(await readPost(post("abcde"), checks)).toEqual({ ok: false, refusal: { status: 413, message: "Too large." } });
    expect(await readPost(post("ab", { "content-length": "99" }), checks)).toEqual({ ok: false, refusal: { status: 413, message: "Too large." } });
  });

  it("refuses a body that is not UTF-8", async () => {
    expect(await readTextPost(post(new Uint8Array([0xff, 0xfe])), { maxBytes: 4, tooLarge: "" }, "Unreadable."))
      .toEqual({ ok: false, refusal: { status: 400, message: "Unreadable." } });
  });
});

describe("readJsonPost", () => {
  it("parses a JSON body", async () => {
    expect(await readJsonPost(post('{"q": 1}'), JSON_CHECKS)).toEqual({ ok: true, value: { q: 1 } });
  });

  it("refuses in order: another site, a type other than JSON, too large, not JSON", async () => {
    const refusal = async (request: Request) => ((await readJsonPost(request, JSON_CHECKS)) as { refusal: unknown }).refusal;
    expect(await refusal(post("x".repeat(99), { origin: "https://evil.example", "content-type": "text/plain" }))).toEqual({ status: 403, message: "Our pages only." });
    expect(await refusal(post("x".repeat(99), { "content-type": "text/plain" })))
      .toEqual({ status: 415, message: 'Send the question as JSON (Content-Type: application/json): {"q": 1}.' });
    expect(await refusal(post("x".repeat(99)))).toEqual({ status: 413, message: "Too large." });
    expect(await refusal(post("{nope"))).toEqual({ status: 400, message: 'The body must be JSON: {"q": 1}.' });
  });

  it("takes any Content-Type when the endpoint does not insist on JSON", async () => {
    const { jsonOnly: _jsonOnly, ...anyType } = JSON_CHECKS;
    expect(await readJsonPost(post('{"q": 2}', { "content-type": "text/plain" }), anyType)).toEqual({ ok: true, value: { q: 2 } });
  });
});
