import { describe, expect, it } from "vitest";
import { fromAnotherSite, originAllowed } from "./same-origin";

const SITE = "https://www.yu.edu.au";

describe("originAllowed", () => {
  it("allows requests without Origin (servers, command-line clients)", () => {
    expect(originAllowed(null, SITE, "www.yu.edu.au")).toBe(true);
  });

  it("allows the configured site origin, whatever host the request names", () => {
    expect(originAllowed("https://www.yu.edu.au", SITE, "10.0.0.5:3000")).toBe(true);
  });

  it("allows the request's own host, default ports included", () => {
    expect(originAllowed("http://localhost:3450", SITE, "localhost:3450")).toBe(true);
    expect(originAllowed("https://preview.yu.edu.au", SITE, "preview.yu.edu.au:443")).toBe(true);
    expect(originAllowed("https://PREVIEW.yu.edu.au", SITE, "preview.YU.edu.au")).toBe(true);
  });

  it("refuses other sites, other ports and schemes of the site, and opaque origins", () => {
    expect(originAllowed("https://evil.example", SITE, "www.yu.edu.au")).toBe(false);
    expect(originAllowed("https://www.yu.edu.au.evil.example", SITE, "www.yu.edu.au")).toBe(false);
    expect(originAllowed("http://www.yu.edu.au", SITE, "localhost:3000")).toBe(false);
    expect(originAllowed("http://localhost:3451", SITE, "localhost:3450")).toBe(false);
    expect(originAllowed("null", SITE, "www.yu.edu.au")).toBe(false);
    expect(originAllowed("not a url", SITE, "www.yu.edu.au")).toBe(false);
    expect(originAllowed("https://evil.example", SITE, null)).toBe(false);
    expect(originAllowed("https://evil.example", SITE, "bad host/")).toBe(false);
  });
});

describe("fromAnotherSite", () => {
  const post = (headers: Record<string, string>) => new Request("http://localhost:3000/api/x", { method: "POST", headers });
  it.each([
    [{}, false],
    [{ origin: "http://localhost:3000" }, false],
    [{ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ origin: "https://evil.example" }, true],
    [{ "sec-fetch-site": "cross-site" }, true],
    [{ "sec-fetch-site": "same-site", origin: "http://localhost:3000" }, true],
  ])("%j → %s", (headers, refused) => {
    expect(fromAnotherSite(post(headers), "http://localhost:3000")).toBe(refused);
  });
});
