import { describe, expect, it } from "vitest";
import { fromAnotherSite, isSiteOrigin } from "./same-origin";

const SITE = "https://www.yu.edu.au";

describe("isSiteOrigin", () => {
  it("accepts the configured origin, whatever the case and with its default port written out", () => {
    expect(isSiteOrigin("https://www.yu.edu.au", SITE)).toBe(true);
    expect(isSiteOrigin("https://WWW.yu.edu.au", SITE)).toBe(true);
    expect(isSiteOrigin("https://www.yu.edu.au:443", SITE)).toBe(true);
    expect(isSiteOrigin("http://localhost:3000", "http://localhost:3000")).toBe(true);
  });

  it("refuses another scheme, port or host of the site, other sites, opaque origins and anything that is not an origin", () => {
    expect(isSiteOrigin("http://www.yu.edu.au", SITE)).toBe(false);
    expect(isSiteOrigin("https://localhost:3000", "http://localhost:3000")).toBe(false);
    expect(isSiteOrigin("https://www.yu.edu.au:8443", SITE)).toBe(false);
    expect(isSiteOrigin("http://localhost:3001", "http://localhost:3000")).toBe(false);
    expect(isSiteOrigin("http://127.0.0.1:3000", "http://localhost:3000")).toBe(false);
    expect(isSiteOrigin("https://preview.yu.edu.au", SITE)).toBe(false);
    expect(isSiteOrigin("https://www.yu.edu.au.evil.example", SITE)).toBe(false);
    expect(isSiteOrigin("https://evil.example", SITE)).toBe(false);
    expect(isSiteOrigin("null", SITE)).toBe(false);
    expect(isSiteOrigin("not a url", SITE)).toBe(false);
    expect(isSiteOrigin("", SITE)).toBe(false);
    expect(isSiteOrigin("https://www.yu.edu.au/path", SITE)).toBe(false);
    expect(isSiteOrigin("https://user@www.yu.edu.au", SITE)).toBe(false);
    expect(isSiteOrigin("https://www.yu.edu.au?q", SITE)).toBe(false);
  });
});

describe("fromAnotherSite", () => {
  const post = (headers: Record<string, string>, url = "http://localhost:3000/api/x") => new Request(url, { method: "POST", headers });
  it.each([
    [{}, false],
    [{ origin: "http://localhost:3000" }, false],
    [{ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }, false],
    [{ "sec-fetch-site": "same-origin" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "null" }, true],
    [{ origin: "https://localhost:3000" }, true],
    [{ origin: "http://localhost:3001" }, true],
    [{ "sec-fetch-site": "cross-site" }, true],
    [{ "sec-fetch-site": "same-site" }, true],
    [{ "sec-fetch-site": "same-site", origin: "http://localhost:3000" }, true],
    [{ "sec-fetch-site": "same-origin", origin: "https://evil.example" }, true],
  ])("%j → %s", (headers, refused) => {
    expect(fromAnotherSite(post(headers), "http://localhost:3000")).toBe(refused);
  });

  it("never takes the request's Host (or forwarded host and scheme) for the site's origin", () => {
    // The probe's request: a Host of its own choosing, and an Origin that matches it.
    const evil = new Request("http://evil.example/api/x", { method: "POST", headers: { host: "evil.example", origin: "http://evil.example" } });
    expect(fromAnotherSite(evil, SITE)).toBe(true);
    const forwarded = post({ origin: "http://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" });
    expect(fromAnotherSite(forwarded, SITE)).toBe(true);
    // The site's own page on the plain-HTTP scheme of an HTTPS site is not the site.
    expect(fromAnotherSite(post({ origin: "http://www.yu.edu.au", host: "www.yu.edu.au" }), SITE)).toBe(true);
  });

  it("accepts the public origin behind a reverse proxy, whatever inner address and scheme the request names", () => {
    // Varnish (or a TLS terminator) forwards to an instance on an inner address over plain HTTP.
    const proxied = new Request("http://10.0.0.5:3000/api/x", { method: "POST",
      headers: { host: "10.0.0.5:3000", origin: SITE, "sec-fetch-site": "same-origin", "x-forwarded-proto": "https" } });
    expect(fromAnotherSite(proxied, SITE)).toBe(false);
    // A visitor who reached an instance directly (by its inner address) is not on the site's origin.
    const direct = new Request("http://10.0.0.5:3000/api/x", { method: "POST", headers: { host: "10.0.0.5:3000", origin: "http://10.0.0.5:3000" } });
    expect(fromAnotherSite(direct, SITE)).toBe(true);
  });
});
