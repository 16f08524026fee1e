import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteRules } from "@/server-rules/site-rules";
import { getFrom, serveStages } from "../../server/testing/serve";
import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { pageSteps, tellWhenAnswered } from "../../server/stages/page-steps.mjs";
import { noteSearchCall } from "@/tide/search-work";

// The search budget as the site's server runs it: the page steps' stage before a stand-in for Next that renders a
// page the way the site does (its searches noted from deep in its own asynchronous work, Next's word on the page
// cache in `x-nextjs-cache`). The stand-in is told by the test what the page does: `x-test-searches` (how many
// searches reach the service) and `x-test-cache` (HIT, STALE, MISS or none).
// Before the site's modules load (one reads the configuration as it loads): a budget of three, and each test's
// visitor named by X-Forwarded-For from this (trusted) loopback.
vi.hoisted(() => {
  process.env.SITE_RATE_LIMITS = "search=3";
  process.env.SITE_TRUST_PROXY = "127.0.0.1";
});

describe("the search budget before Next", () => {
  let origin = "";
  let close = async () => {};

  beforeAll(async () => {
    const rules = siteRules({ development: false });
    ({ origin, close } = await serveStages({ before: [pageSteps(rules)] }, (req, res) => {
      const searches = Number(req.headers["x-test-searches"] ?? 0);
      const cache = req.headers["x-test-cache"];
      // As a render does: the searches happen later, in promises and timers of the page's own.
      setTimeout(() => {
        void Promise.resolve().then(() => {
          for (let i = 0; i < searches; i++) noteSearchCall();
          if (typeof cache === "string") res.setHeader("x-nextjs-cache", cache);
          res.end(JSON.stringify({ url: req.url }));
        });
      }, 5);
    }));
  });
  afterAll(() => close());

  const search = (visitor: string, query: string, page: { searches: number; cache?: string }, extra: Record<string, string> = {}) =>
    getFrom(origin, `/search?query=${encodeURIComponent(query)}`, {
      "x-forwarded-for": visitor, "x-test-searches": String(page.searches), ...(page.cache ? { "x-test-cache": page.cache } : {}), ...extra,
    });

  it("charges only the searches that reached the service: answers from the page cache or the memo are free", async () => {
    const visitor = "203.0.113.10";
    // Thirty answers from a cache in a row, with a budget of three: none refused.
    for (let i = 0; i < 30; i++) {
      expect((await search(visitor, `popular ${i % 3}`, { searches: 0, cache: i < 3 ? "MISS" : "HIT" })).status, `cached ${i}`).toBe(200);
    }
    // (The first three were made by a memo hit: made and kept, but no search reached the service.)
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await search(visitor, `new ${i}`, { searches: 1, cache: "MISS" })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  }, 30_000);

  it("serves the pages it keeps to a visitor whose budget is spent, and refuses it new searches", async () => {
    const visitor = "203.0.113.11";
    expect((await search(visitor, "nursing", { searches: 1, cache: "MISS" })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await search(visitor, `other ${i}`, { searches: 1, cache: "MISS" })).status).toBe(200);
    const refused = await search(visitor, "teaching", { searches: 1, cache: "MISS" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("Please slow down");
    // Another student behind the same address, asking what the page cache holds: answered.
    expect((await search(visitor, "nursing", { searches: 0, cache: "HIT" })).status).toBe(200);
    // Another address has its own budget.
    expect((await search("203.0.113.12", "teaching", { searches: 1, cache: "MISS" })).status).toBe(200);
  }, 30_000);

  it("charges a page that made two searches two points", async () => {
    const visitor = "203.0.113.13";
    expect((await search(visitor, "double", { searches: 2 })).status).toBe(200);
    expect((await search(visitor, "single", { searches: 1 })).status).toBe(200);
    expect((await search(visitor, "refused", { searches: 1 })).status).toBe(429);
  }, 30_000);

  it("answers a prefetch of a search page empty, without rendering or charging it", async () => {
    const visitor = "203.0.113.14";
    for (let i = 0; i < 6; i++) {
      const prefetch = await search(visitor, `prefetched ${i}`, { searches: 1 }, { "next-router-prefetch": "1", rsc: "1" });
      expect(prefetch.status).toBe(204);
      expect(prefetch.headers["cache-control"]).toBe("no-store");
    }
    const browser = await search(visitor, "speculated", { searches: 1 }, { "sec-purpose": "prefetch;prerender" });
    expect(browser.status).toBe(204);
    for (let i = 0; i < 3; i++) expect((await search(visitor, `asked ${i}`, { searches: 1 })).status).toBe(200);
  }, 30_000);
});

describe("telling the steps how an answer ended", () => {
  /** A response as the steps meet it: open, or closed already by a visitor who left while they waited. */
  const responseOf = (closed: boolean) => Object.assign(new EventEmitter(), {
    closed, statusCode: 200, writableFinished: false, getHeader: (name: string) => (name === "x-nextjs-cache" ? "MISS" : undefined),
  }) as unknown as ServerResponse;

  it("tells once the answer is sent, with Next's word on the page cache", () => {
    const told: unknown[] = [];
    const response = responseOf(false);
    tellWhenAnswered(response, (answer) => told.push(answer));
    expect(told).toEqual([]);
    Object.assign(response, { writableFinished: true });
    response.emit("close");
    response.emit("close");
    expect(told).toEqual([{ status: 200, cache: "MISS", complete: true }]);
  });

  it("tells at once of a visitor who left while the steps waited (its lane and its point are settled)", () => {
    const told: unknown[] = [];
    tellWhenAnswered(responseOf(true), (answer) => told.push(answer));
    expect(told).toEqual([{ status: 200, cache: "MISS", complete: false }]);
  });
});
