import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/test";
import { PORTS } from "../support/ports";

/* POST /api/search-autocomplete: what the search panel calls twice per lookup (spec §7). No page here:
 * the panel's own journey, with its axe scans, lives in search-suggestions.spec.ts. */

interface Item {
  key: string;
  disp: string | { title: string; metaData?: { studyLevel?: string } };
  disp_t: string;
  action: string;
  action_t: string;
  cat: string;
}

const ask = (request: APIRequestContext, data: unknown, base = "") =>
  request.post(`${base}/api/search-autocomplete`, { data });

test.describe("search autocomplete API", () => {
  test("suggests courses with their study level, and content pages", async ({ request }) => {
    const courses = await ask(request, { type: "courses", params: { partial_query: "acc", show: 10 } });
    expect(courses.status()).toBe(200);
    expect(courses.headers()["cache-control"]).toBe("no-store");
    const items = (await courses.json()) as Item[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    for (const item of items) {
      expect(item.disp_t).toBe("J");
      expect(typeof item.disp).toBe("object");
      expect(item.action).toMatch(/^\/(courses|units|unitsets)\//);
    }
    const course = items.find((item) => item.cat === "course");
    expect(course && typeof course.disp === "object" ? course.disp.metaData?.studyLevel : undefined).toBeTruthy();

    const pages = await ask(request, { type: "suggestions", params: { partial_query: "stu", show: 3 } });
    expect(pages.status()).toBe(200);
    const suggestions = (await pages.json()) as Item[];
    expect(suggestions).toHaveLength(3);
    for (const item of suggestions) expect(item).toMatchObject({ disp_t: "T", action_t: "U" });
  });

  test("answers nothing below three characters", async ({ request }) => {
    const short = await ask(request, { type: "courses", params: { partial_query: "ac", show: 10 } });
    expect(short.status()).toBe(200);
    expect(await short.json()).toEqual([]);
  });

  test("refuses bad bodies with a clear message", async ({ request }) => {
    const notJson = await request.post("/api/search-autocomplete", { headers: { "content-type": "application/json" }, data: Buffer.from("{nope") });
    expect(notJson.status()).toBe(400);
    expect((await notJson.json()).error).toMatch(/^The body must be JSON/);

    const badShow = await ask(request, { params: { partial_query: "acc", show: 500 } });
    expect(badShow.status()).toBe(400);
    expect(await badShow.json()).toEqual({ error: "params.show must be a whole number from 1 to 50." });

    const badType = await ask(request, { type: "people", params: { partial_query: "acc", show: 10 } });
    expect(badType.status()).toBe(400);
    expect((await badType.json()).error).toBe('type must be "suggestions" or "courses".');
  });

  test("answers an outage's 503 with Retry-After and a plain message when the search service is down", async ({ request }) => {
    const down = await ask(request, { params: { partial_query: "acc", show: 10 } }, `http://localhost:${PORTS.siteContentDown}`);
    expect(down.status()).toBe(503);
    expect(down.headers()["retry-after"]).toBe("60");
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({ error: "Suggestions are unavailable right now." });
    expect(text).not.toMatch(/ECONNREFUSED|TideError|\bat .+\.(js|ts):\d+/);
  });
});
