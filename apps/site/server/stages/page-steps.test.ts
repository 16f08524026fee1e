import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteRules } from "@/server-rules/site-rules";
import { getFrom, serveStages } from "../testing/serve";
import { pageSteps, rewrittenUrl } from "./page-steps.mjs";

// The page steps as the server runs them, with the site's own rules, around a stand-in for Next that says which
// path it was asked for and what the request's headers were. No content service answers here: a content redirect
// lookup fails quietly and the page renders, as the site does while its content service is down.
describe("the page steps before Next", () => {
  const rules = siteRules({ development: false });
  let origin = "";
  let close = async () => {};

  beforeAll(async () => {
    ({ origin, close } = await serveStages({ before: [pageSteps(rules)] }, (req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ url: req.url, requestId: req.headers["x-request-id"] ?? null, audience: req.headers["x-yu-audience"] ?? null }));
    }));
  });
  afterAll(() => close());

  const get = (path: string, headers: Record<string, string> = {}) => getFrom(origin, path, headers);

  it("gives a page a request id, on the request the page reads and on the answer, keeping a well-formed one", async () => {
    const page = await get("/about-yu");
    const seen = JSON.parse(page.body) as { url: string; requestId: string };
    expect(seen.url).toBe("/about-yu");
    expect(seen.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers["x-request-id"]).toBe(seen.requestId);
    const kept = await get("/about-yu", { "x-request-id": "abc-123" });
    expect(JSON.parse(kept.body).requestId).toBe("abc-123");
  }, 15_000);

  it("marks international course pages and removes a visitor's own audience header from the others", async () => {
    expect(JSON.parse((await get("/courses/bachelor-of-nursing/international")).body).audience).toBe("international");
    expect(JSON.parse((await get("/about-yu", { "x-yu-audience": "international" })).body).audience).toBeNull();
  }, 15_000);

  it("serves a search from its cacheable path, keeping the router's _rsc value and nothing else of the query", async () => {
    const seen = JSON.parse((await get("/search?query=nursing&_rsc=abc")).body) as { url: string };
    expect(seen.url).toMatch(/^\/search\/results\/[A-Za-z0-9_-]+\?_rsc=abc$/);
    expect(JSON.parse((await get("/search?query=nursing&live=1")).body).url).toBe("/search?query=nursing&live=1");
  }, 15_000);

  it("sends a preview without a sign-in to the sign-in page, as a path", async () => {
    const preview = await get("/preview/page/2c5b7ee5-6a3f-4b8e-9d22-1f0c3b1d7a10/latest");
    expect(preview.status).toBe(307);
    expect(preview.headers.location).toMatch(/^\/login\?destination=/);
  }, 15_000);

  it("leaves files and route handlers alone", async () => {
    for (const path of ["/api/health", "/_next/static/chunks/app.js", "/robots.txt"]) {
      const seen = JSON.parse((await get(path)).body) as { url: string; requestId: string | null };
      expect(seen, path).toEqual({ url: path, requestId: null, audience: null });
    }
  });
});

describe("rewrittenUrl", () => {
  it("keeps the rewritten path's own query and the router's _rsc value exactly once", () => {
    expect(rewrittenUrl("/search/results/abc", "?query=x")).toBe("/search/results/abc");
    expect(rewrittenUrl("/search/results/abc", "?query=x&_rsc=r1")).toBe("/search/results/abc?_rsc=r1");
    expect(rewrittenUrl("/course-discovery-quiz?step=3&_rsc=r1", "?step=3&_rsc=r1")).toBe("/course-discovery-quiz?step=3&_rsc=r1");
    expect(rewrittenUrl("/course-discovery-quiz?step=3", "?step=3")).toBe("/course-discovery-quiz?step=3");
  });
});
