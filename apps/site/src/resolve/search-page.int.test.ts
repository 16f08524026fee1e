import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { START_TIMEOUT_MS, startContentService, type RunningContentService } from "@/tide/testing/content-service";

/* The /search page's data against the real content service, its search.json and the real demo content. */

const PORT = Number(process.env.SEARCH_PAGE_INT_PORT ?? 3108);

// config() reads the environment once, on first use: point the site at the spawned service before that.
process.env.CONTENT_API_URL = `http://127.0.0.1:${PORT}`;
delete process.env.SEARCH_API_URL;
delete process.env.SEARCH_COLLECTION;
delete process.env.CONTENT_BASIC_AUTH;

async function load(search: string) {
  const { loadSearchPage } = await import("./search-page");
  return loadSearchPage(search, null);
}

async function results(search: string) {
  const page = await load(search);
  if (page.outcome.kind !== "results") throw new Error(`no results for ${search}: ${page.outcome.kind}`);
  return page.outcome.view;
}

describe("the search page against the content service", () => {
  let service: RunningContentService | null = null;

  beforeAll(async () => {
    service = await startContentService(PORT);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await service?.stop();
  });

  it("finds courses by a stemmed word, links them by path and counts the tabs", async () => {
    const view = await results("query=nurses");
    expect(view.total).toBeGreaterThan(0);
    expect(view.results.map((r) => r.href)).toContain("/courses/bachelor-of-nursing-hbns");
    const nursing = view.results.find((r) => r.href === "/courses/bachelor-of-nursing-hbns");
    expect(nursing?.kind).toBe("Course");
    expect(nursing?.facts.map((f) => f.label)).toContain("Study level");
    const all = view.tabs.find((t) => t.key === "all");
    const courses = view.tabs.find((t) => t.key === "courses");
    expect(all?.count).toBe(view.total);
    expect(courses?.count).toBeGreaterThan(0);
    expect(courses?.count).toBeLessThanOrEqual(view.total);
  });

  it("narrows by tab and facet, and each facet value's count is what selecting it gives", async () => {
    const courses = await results("query=business&tab=courses");
    expect(courses.results.every((r) => ["Course", "Unit", "Unit set"].includes(r.kind))).toBe(true);
    const level = courses.facets.find((f) => f.name === "Study level");
    const value = level?.values[0];
    expect(value).toBeDefined();
    const narrowed = await results(value!.href.slice("/search?".length));
    expect(narrowed.total).toBe(value!.count);
    expect(narrowed.facets.find((f) => f.name === "Study level")?.values.find((v) => v.value === value!.value)?.selected).toBe(true);
  });

  it("opens the international variant when the visitor asked for international students", async () => {
    const view = await results("query=nursing&tab=courses&f.Student+type%7CstudentType=International+student");
    const course = view.results.find((r) => r.kind === "Course");
    expect(course?.href).toMatch(/^\/courses\/.+\/international$/);
  });

  it("pages through results", async () => {
    const first = await results("query=course");
    const second = await results("query=course&page=2");
    expect(first.total).toBeGreaterThan(10);
    expect(second.from).toBe(11);
    expect(second.results[0]?.href).not.toBe(first.results[0]?.href);
    expect(first.pager?.next).toBe("/search?query=course&page=2");
  });

  it("suggests a spelling and shows best bets", async () => {
    expect((await results("query=nursign")).spell?.text).toBe("nursing");
    expect((await results("query=fees")).bestBets.length).toBeGreaterThan(0);
  });

  it("answers hostile text with results or none, never a failure", async () => {
    for (const q of ["\"unbalanced", "') OR 1=1 --", "(.*)+$", "%_\\", "nursing -business OR law"]) {
      const page = await load(new URLSearchParams({ query: q }).toString());
      expect(page.outcome.kind, q).toBe("results");
    }
  });

  it("searches nothing for a query that is too long, and says why", async () => {
    const page = await load(`query=${"x".repeat(300)}`);
    expect(page.problem).toMatch(/too long/);
    expect(page.outcome.kind).toBe("idle");
  });

  it("says search is unavailable when the search service is down, and keeps no failure", async () => {
    await service?.stop();
    service = null;
    const down = await load("query=a+question+nobody+asked+before");
    expect(down.outcome.kind).toBe("unavailable");
    expect(down.head.pageTitle).toBe("Search results for \"a question nobody asked before\"");
  });
});
