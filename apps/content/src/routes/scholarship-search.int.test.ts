import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import type { SuggestItem } from "../search/suggest-items.ts";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

interface FacetValue { label: string; count: number }
interface Answer {
  response: {
    resultPacket: { resultsSummary: { totalMatching: number }; results: { title: string; metaData: Record<string, string> }[] };
    facets: { name: string; allValues: FacetValue[] }[];
  };
}

// The demo content is seeded on TEST_NOW (2026-06-15, Melbourne): "today" is 20260615.
const TODAY = "20260615";
const SCHOLARSHIPS = "collection=yu-search-scholarships&num_ranks=100";

describe.each(TEST_DRIVERS)("searching scholarships ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "the real content/", () => {
    const seeded = useSeededApp(driver, "scholarship_search", {}, { contentDir: `${REPO_ROOT}/content` });
    const search = async (query: string, status = 200) => {
      const response = await seeded.app.inject({ method: "GET", url: `/s/search.json?${query}` });
      expect(response.statusCode, response.body).toBe(status);
      return bodyOf<Answer>(response);
    };
    const results = async (query: string) => (await search(query)).response.resultPacket.results;
    const titles = async (query: string) => (await results(query)).map((result) => result.title);
    const facet = (answer: Answer, name: string) =>
      Object.fromEntries(answer.response.facets.find((found) => found.name === name)?.allValues.map((value) => [value.label, value.count]) ?? []);

    it("answers the contract's six facets on the scholarships collection, in order, each value with its count", async () => {
      const answer = await search(SCHOLARSHIPS);
      expect(answer.response.resultPacket.resultsSummary.totalMatching).toBe(36);
      expect(answer.response.facets.map((found) => found.name)).toEqual(["Student type", "Study level", "Study area", "Support",
        "Equity group", "Selection"]);
      expect(facet(answer, "Selection")).toEqual({ Automatic: 6, "By application": 30 });
      expect(Object.keys(facet(answer, "Student type"))).toEqual(["Australian resident", "International student"]);
      expect(Object.keys(facet(answer, "Study level"))).toEqual(["Undergraduate", "Postgraduate", "Research", "TAFE", "Short course (non-award)"]);
      expect(facet(answer, "Support")).toMatchObject({ "Fee waiver": 3, "Cash payment": 19 });
      expect(facet(answer, "Equity group")).toMatchObject({ "Women in STEM": 4, "Aboriginal and Torres Strait Islander": 3 });
      expect(Object.keys(facet(answer, "Study area"))).toHaveLength(10);
    });

    it("lists everything for Funnelback's `!padrenull`, and leaves out documents with an excluded word", async () => {
      const everything = await search(`${SCHOLARSHIPS}&query=!padrenull&ge_closeDate=${TODAY}`);
      expect(everything.response.resultPacket.resultsSummary.totalMatching).toBe(30);
      const withoutNursing = await titles(`${SCHOLARSHIPS}&query=!padrenull%20!nursing`);
      expect(withoutNursing.length).toBeGreaterThan(20);
      expect(withoutNursing).not.toContain("Nursing Rural Placement Grant");
    });

    it("indexes a scholarship open to every level, area and audience under every value", async () => {
      const law = await titles(`${SCHOLARSHIPS}&f.Study%20area%7CstudyTopicArea=Law%20%26%20justice`);
      expect(law).toContain("Law Access Scholarship");
      expect(law).toContain("First Steps Scholarship");
      expect(law).not.toContain("Women in Engineering Scholarship");
      const international = await titles(`${SCHOLARSHIPS}&f.Student%20type%7CstudentType=International%20student`);
      expect(international).toContain("Elite Athlete Scholarship");
      expect(international).toContain("Sydney Campus Scholarship");
      expect(international).not.toContain("First Steps Scholarship");
      const research = await titles(`${SCHOLARSHIPS}&f.Study%20level%7CstudyLevel=Research`);
      expect(research).toContain("Research Training Program Stipend");
      expect(research).toContain("Accessibility Scholarship");
      expect(research).not.toContain("Future Teachers Scholarship");
    });

    it("gives every result the contract's metaData", async () => {
      const [nursing] = await results(`${SCHOLARSHIPS}&query=${encodeURIComponent("Nursing Rural Placement Grant")}`);
      expect(nursing?.metaData).toMatchObject({ type: "scholarship", closeDate: "20260618", valueText: "$2,000 for each regional placement",
        valueSort: "000002000", support: "Travel and placement", selection: "application", audience: "domestic", courses: "HBNS|HLT54121",
        studyLevel: "Undergraduate|TAFE", studyTopicArea: "Health & biomedicine", awards: "120" });
      expect(nursing?.metaData.openDate).toMatch(/^2026\d{4}$/);
    });

    it("keeps open and upcoming scholarships with ge_closeDate, closed ones with lt_closeDate", async () => {
      const open = await results(`${SCHOLARSHIPS}&ge_closeDate=${TODAY}`);
      const closed = await results(`${SCHOLARSHIPS}&lt_closeDate=${TODAY}`);
      expect(open).toHaveLength(30);
      expect(closed.map((result) => result.title).sort()).toEqual(["International Postgraduate Merit Scholarship", "International Research Fee Waiver",
        "Regional Relocation Grant", "Sanctuary Scholarship", "Western Business Partners Scholarship", "Women in Cyber Security TAFE Scholarship"]);
      expect(open.some((result) => result.metaData.closeDate === "99991231")).toBe(true);
      // Documents without the class never pass a comparison.
      expect((await search(`collection=yu-search&ge_closeDate=${TODAY}`)).response.resultPacket.resultsSummary.totalMatching).toBe(30);
      expect((await search(`${SCHOLARSHIPS}&gt_valueSort=30000&le_valueSort=35900`)).response.resultPacket.results.map((r) => r.title))
        .toEqual(["Research Training Program Stipend"]);
    });

    it("refuses a comparison with something that is not a number", async () => {
      const response = await seeded.app.inject({ method: "GET", url: `/s/search.json?${SCHOLARSHIPS}&ge_closeDate=tomorrow` });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("ge_closeDate must be a number");
    });

    it("keeps the scholarships of a course and those for any course with meta_courses_orsand", async () => {
      const found = await results(`${SCHOLARSHIPS}&meta_courses_orsand=HBNS%20any`);
      expect(found.map((result) => result.title)).toContain("Nursing Rural Placement Grant");
      expect(found.map((result) => result.title)).toContain("First Steps Scholarship");
      expect(found.every((result) => result.metaData.courses === "any" || result.metaData.courses?.split("|").includes("HBNS"))).toBe(true);
      expect(found.length).toBe(16);
      expect(await titles(`${SCHOLARSHIPS}&meta_courses_orsand=BBNS`)).toEqual(["Sydney Campus Scholarship", "Western Business Partners Scholarship"]);
    });

    it("sorts by closing date (soonest first, always open last) and by value (highest first)", async () => {
      const closing = await results(`${SCHOLARSHIPS}&ge_closeDate=${TODAY}&sort=metacloseDate`);
      expect(closing[0]?.title).toBe("Nursing Rural Placement Grant");
      const dates = closing.map((result) => result.metaData.closeDate ?? "");
      expect(dates).toEqual([...dates].sort());
      expect(dates.at(-1)).toBe("99991231");
      const valuable = await results(`${SCHOLARSHIPS}&sort=dmetavalueSort`);
      expect(valuable[0]?.title).toBe("Research Training Program Stipend");
      const values = valuable.map((result) => result.metaData.valueSort ?? "");
      expect(values).toEqual([...values].sort().reverse());
      // In the content collection, documents without the class come last.
      const everything = await results("collection=yu-search&num_ranks=100&sort=metacloseDate&query=scholarship");
      const firstWithout = everything.findIndex((result) => result.metaData.closeDate === undefined);
      expect(firstWithout).toBeGreaterThan(0);
      expect(everything.slice(firstWithout).every((result) => result.metaData.closeDate === undefined)).toBe(true);
    });

    it("has a Scholarships tab in the content collection, and leaves the catalogue collection's tabs and both collections' facets as they were", async () => {
      const content = await search("collection=yu-search&query=scholarship");
      expect(content.response.facets[0]?.name).toBe("Tabs");
      expect(facet(content, "Tabs")).toMatchObject({ Scholarships: expect.any(Number) as number });
      expect(facet(content, "Tabs").Scholarships).toBeGreaterThan(10);
      const tab = await results("collection=yu-search&query=scholarship&num_ranks=100&f.Tabs%7Cscholarships=Scholarships");
      expect(tab.every((result) => result.metaData.type === "scholarship")).toBe(true);
      const courses = await search("collection=yu-search-courses");
      expect(Object.keys(facet(courses, "Tabs"))).toEqual(["All", "Courses & units", "News", "Events", "People"]);
      expect(courses.response.facets.map((found) => found.name)).toEqual(["Tabs", "Study level", "Study area", "Campus", "Delivery mode",
        "Study mode", "Student type", "Intake"]);
      expect(courses.response.resultPacket.results.every((result) => result.metaData.type !== "scholarship")).toBe(true);
      expect(content.response.facets.map((found) => found.name)).not.toContain("Support");
    });

    it("suggests scholarship titles in the content collection and in its own", async () => {
      const suggest = async (query: string) => bodyOf<SuggestItem[]>(await seeded.app.inject({ method: "GET", url: `/s/suggest.json?${query}` }));
      const content = await suggest("collection=yu-search&partial_query=first%20steps");
      expect(content.map((item) => item.action)).toContain("/scholarships/first-steps-scholarship");
      const own = await suggest("collection=yu-search-scholarships&partial_query=women&show=20");
      expect(own.map((item) => item.key).sort()).toEqual(["Women in Cyber Security TAFE Scholarship", "Women in Engineering Scholarship",
        "Women in Science Scholarship", "Women in Technology Scholarship"]);
      expect(own.every((item) => item.cat === "scholarship" && item.disp_t === "T")).toBe(true);
    });
  });
});
