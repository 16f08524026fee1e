import { describe, expect, it } from "vitest";
import { TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

/* CONTENT_SEARCH_RATE_LIMIT over HTTP: each visitor's searches and suggestions are counted, the site's own are not. */
const driver = TEST_DRIVERS[0];
describe.skipIf(driver === undefined || driver.skipReason !== null)("search and suggestion limits per visitor", () => {
  if (driver === undefined) return;
  const seeded = useSeededApp(driver, "search-limit", { CONTENT_SEARCH_RATE_LIMIT: "3", CONTENT_TRUST_PROXY: "10.0.0.5" });
  const ask = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    seeded.app.inject({ method: "GET", url, remoteAddress, headers });
  const SUGGEST = "/s/suggest.json?collection=yu-search&partial_query=nur";
  const SEARCH = "/s/search.json?collection=yu-search&query=nursing";

  it("refuses a visitor past its budget, suggestions and searches together, with Retry-After", async () => {
    const statuses = [];
    for (const url of [SUGGEST, SEARCH, SUGGEST, SEARCH]) statuses.push((await ask(url, "203.0.113.7")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await ask(SUGGEST, "203.0.113.7");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/Too many searches/) });
    expect((await ask(SUGGEST, "203.0.113.8")).statusCode).toBe(200);
  });

  it("counts the visitors a trusted site names, and a forged left-most X-Forwarded-For does not help", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(SUGGEST, "10.0.0.5", { "x-forwarded-for": `192.0.2.${i}, 198.51.100.7` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("never counts the site's own searches (no visitor named)", async () => {
    for (let i = 0; i < 6; i++) expect((await ask(SEARCH, "10.0.0.5")).statusCode).toBe(200);
  });
});
