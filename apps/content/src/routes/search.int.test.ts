import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import type { SuggestItem } from "../search/suggest-items.ts";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

type CourseDisp = { title: string; metaData: { studyLevel: string } };
const titleOf = (item: SuggestItem) => (typeof item.disp === "string" ? item.disp : item.disp.title);

describe.each(TEST_DRIVERS)("GET /s/suggest.json ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "the real content/", () => {
    const seeded = useSeededApp(driver, "suggest", {}, { contentDir: `${REPO_ROOT}/content` });
    const suggest = (query: string) => seeded.app.inject({ method: "GET", url: `/s/suggest.json?${query}` });
    const items = async (query: string) => {
      const response = await suggest(query);
      expect(response.statusCode, response.body).toBe(200);
      return bodyOf<SuggestItem[]>(response);
    };

    it("finds a course from three letters, with its study level", async () => {
      const response = await suggest("collection=yu-search-courses&partial_query=nur&profile=_default");
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const found = bodyOf<SuggestItem[]>(response);
      const course = found.find((item) => item.action === "/courses/bachelor-of-nursing-hbns");
      expect(course).toEqual({ key: "Bachelor of Nursing", disp: { title: "Bachelor of Nursing", metaData: { studyLevel: "Undergraduate" } },
        disp_t: "J", action: "/courses/bachelor-of-nursing-hbns", action_t: "U", cat: "course" });
      for (const item of found) {
        expect(item.disp_t).toBe("J");
        expect((item.disp as CourseDisp).metaData.studyLevel, titleOf(item)).not.toBe("");
        expect(["course", "unit", "unit_set"]).toContain(item.cat);
      }
    });

    it("ranks titles that start with the text first, then titles with a word that does", async () => {
      const found = await items("collection=yu-search-courses&partial_query=ACC&show=50");
      const titles = found.map(titleOf);
      expect(titles.slice(0, 2)).toEqual(["Accounting", "Accounting for Decision Making"]);
      expect(titles.slice(2).some((title) => title.toLowerCase().startsWith("acc"))).toBe(false);
      expect(titles).toContain("Certificate IV in Accounting and Bookkeeping");
      expect(titles).toContain("Corporate Accounting");
      // The same request always answers in the same order.
      expect((await items("collection=yu-search-courses&partial_query=acc&show=50")).map(titleOf)).toEqual(titles);
    });

    it("suggests pages, news and events, never catalogue items, in the content collection", async () => {
      const found = await items("collection=yu-search&partial_query=stu");
      expect(found.length).toBeGreaterThan(0);
      for (const item of found) {
        expect(item).toMatchObject({ disp_t: "T", action_t: "U" });
        expect(typeof item.disp).toBe("string");
        expect(item.action).toMatch(/^\//);
        expect(["course", "unit", "unit_set"]).not.toContain(item.cat);
      }
      expect(found.map((item) => item.action)).toContain("/study-at-yu");
    });

    it("answers at most show items, 10 by default", async () => {
      expect(await items("collection=yu-search-courses&partial_query=ing&show=3")).toHaveLength(3);
      expect(await items("collection=yu-search-courses&partial_query=ing")).toHaveLength(10);
      expect((await suggest("collection=yu-search-courses&partial_query=ing&show=51")).statusCode).toBe(400);
    });

    it("answers 400 with a clear message for an unknown collection or a missing partial_query", async () => {
      const unknown = await suggest("collection=elsewhere&partial_query=nur");
      expect(unknown.statusCode).toBe(400);
      expect(bodyOf<{ errors: { detail: string }[] }>(unknown).errors[0]?.detail).toMatch(/Unknown collection "elsewhere"/);
      const missing = await suggest("collection=yu-search");
      expect(missing.statusCode).toBe(400);
      expect(bodyOf<{ errors: { detail: string }[] }>(missing).errors[0]?.detail).toBe("The partial_query parameter is required.");
      expect((await suggest("partial_query=nur")).statusCode).toBe(400);
      expect(unknown.body).not.toMatch(/\bat .+\.(js|ts):\d+/);
    });

    it("never suggests unpublished content", async () => {
      // content/site/pages/study.yaml: the Scholarships landing page is not published yet.
      const found = await items("collection=yu-search&partial_query=scholarships&show=50");
      expect(found.map((item) => item.action)).not.toContain("/study-at-yu/scholarships");
    });

    it("treats LIKE wildcards and regular-expression operators as literal text", async () => {
      expect(await items("collection=yu-search-courses&partial_query=%25")).toEqual([]);
      expect(await items("collection=yu-search-courses&partial_query=_")).toEqual([]);
      expect(await items("collection=yu-search&partial_query=__%25")).toEqual([]);
      for (const text of ["(", "[a", "c%2B%2B", "a|b", "\\"]) {
        expect((await suggest(`collection=yu-search-courses&partial_query=${text}`)).statusCode, text).toBe(200);
      }
    });
  });
});

// The fixtures hold a published page with a newer, retitled working copy.
describe.each(TEST_DRIVERS)("GET /s/suggest.json, default revisions only ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixture content", () => {
    const seeded = useSeededApp(driver, "suggest_revisions");

    it("suggests the published title, never the working copy's", async () => {
      const response = await seeded.app.inject({ method: "GET", url: "/s/suggest.json?collection=yu-search&partial_query=strategic" });
      expect(bodyOf<SuggestItem[]>(response).map(titleOf)).toEqual(["Strategic plan"]);
      const secret = await seeded.app.inject({ method: "GET", url: "/s/suggest.json?collection=yu-search&partial_query=announced" });
      expect(bodyOf<SuggestItem[]>(secret)).toEqual([]);
    });
  });
});
