import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import type { Facet, SearchResult } from "../search/search-response.ts";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

interface Answer {
  question: { query: string; originalQuery: string };
  response: {
    resultPacket: { resultsSummary: { totalMatching: number; currEnd: number; nextStart: number | null }; spell: { text: string; url: string } | null;
      results: SearchResult[] };
    facets: Facet[];
  };
}

/** The metaData every course answers with (spec §3, the course finder's cards); `nextIntake` only with a dated intake. */
const COURSE_META = ["studyTopicArea", "studyLevel", "courseLevel", "studyLevelFilter", "interestArea", "campus", "deliveryMode", "studyMode",
  "studentType", "intakes", "duration", "provider", "courseCode"];

type Audience = "Australian resident" | "International student";

/** The course finder's request (spec §7): every name and value percent-encoded, parameters in sorted order. */
function finderQuery(studyArea: string, query: string, studentType: Audience = "Australian resident", extra: [string, string][] = []): string {
  const pairs: [string, string][] = [["profile", "_default"], ["collection", "yu-search-courses"], ["num_ranks", "500"], ["query", query],
    ["f.Tabs|courses", "Courses & units"], ["f.Student type|studentType", studentType], ["f.Study area|studyTopicArea", studyArea], ...extra];
  return pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
}

describe.each(TEST_DRIVERS)("the course finder's search requests ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "the real content/", () => {
    const seeded = useSeededApp(driver, "course-search", {}, { contentDir: `${REPO_ROOT}/content` });
    const search = async (query: string) => {
      const response = await seeded.app.inject({ method: "GET", url: `/s/search.json?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return bodyOf<Answer>(response);
    };
    const results = (answer: Answer) => answer.response.resultPacket.results;
    const titles = (answer: Answer) => results(answer).map((result) => result.title);
    const total = (answer: Answer) => answer.response.resultPacket.resultsSummary.totalMatching;
    const counts = (answer: Answer, name: string) => Object.fromEntries((answer.response.facets.find((facet) => facet.name === name)?.allValues ?? [])
      .map((value) => [value.label, value.count]));
    const list = (value: string | undefined) => value?.split("|") ?? [];

    it("keeps only the Business courses of an interest area, with counts, totals and paging that respect it", async () => {
      const query = 'interestArea:"Accounting & finance"';
      const answer = await search(finderQuery("Business", query));
      expect(titles(answer)).toEqual(["Bachelor of Business", "Certificate IV in Accounting and Bookkeeping", "Diploma of Business (Higher Education)"]);
      expect(total(answer)).toBe(3);
      expect(answer.question).toMatchObject({ query, originalQuery: query });
      for (const result of results(answer)) {
        expect(result.metaData.type).toBe("course");
        expect(list(result.metaData.studyTopicArea), result.title).toContain("Business");
        expect(list(result.metaData.interestArea), result.title).toContain("Accounting & finance");
      }
      // Disjunctive counts: the study areas of the interest area's courses, and their student types, under the constraint.
      expect(counts(answer, "Study area")).toEqual({ Business: 3, "Higher Education diploma": 1 });
      expect(counts(answer, "Student type")).toEqual({ "Australian resident": 3, "International student": 2 });
      // Without the constraint, the whole area.
      expect(total(await search(finderQuery("Business", "")))).toBeGreaterThan(3);
      // Paging and sorting within the constraint; the value matches in any case.
      const paged = await search(`collection=yu-search-courses&num_ranks=2&sort=dtitle&query=${encodeURIComponent('interestArea:"accounting & FINANCE"')}`
        + `&${encodeURIComponent("f.Study area|studyTopicArea")}=Business&${encodeURIComponent("f.Tabs|courses")}=${encodeURIComponent("Courses & units")}`);
      expect(titles(paged)).toEqual(["Diploma of Business (Higher Education)", "Certificate IV in Accounting and Bookkeeping"]);
      expect(paged.response.resultPacket.resultsSummary).toMatchObject({ totalMatching: 3, currEnd: 2, nextStart: 3 });
    });

    it("ANDs constraints with each other and with free text, which still ranks and corrects", async () => {
      const both = await search(finderQuery("Business", 'interestArea:"Accounting & finance" studyTopicArea:"Higher Education diploma"'));
      expect(titles(both)).toEqual(["Diploma of Business (Higher Education)"]);
      const text = await search(finderQuery("Business", 'bookkeeping interestArea:"Accounting & finance"'));
      expect(titles(text)).toEqual(["Certificate IV in Accounting and Bookkeeping"]);
      expect(results(text)[0]?.score).toBeGreaterThan(0);
      expect(titles(await search(`collection=yu-search-courses&query=${encodeURIComponent("courseCode:HBNS")}`))).toEqual(["Bachelor of Nursing"]);
      expect(total(await search(`collection=yu-search-courses&query=${encodeURIComponent("noSuchClass:business")}`))).toBe(0);
      const misspelt = await search(`collection=yu-search-courses&query=${encodeURIComponent('bookeeping interestArea:"Accounting & finance"')}`);
      expect(misspelt.response.resultPacket.spell?.text).toBe('bookkeeping interestArea:"Accounting & finance"');
    });

    it("finds the three Higher Education diplomas, each in its own study area too", async () => {
      const answer = await search(finderQuery("Higher Education diploma", ""));
      expect(titles(answer)).toEqual(["Diploma of Business (Higher Education)", "Diploma of Education Studies (Higher Education)",
        "Diploma of Information Technology (Higher Education)"]);
      for (const result of results(answer)) expect(result.metaData.courseLevel).toBe("Higher Education diploma");
      for (const [area, title] of [["Education", "Diploma of Education Studies (Higher Education)"], ["Computers & IT", "Diploma of Information Technology (Higher Education)"]]) {
        expect(titles(await search(finderQuery(area ?? "", ""))), area).toContain(title);
      }
      const earlyChildhood = await search(finderQuery("Higher Education diploma", 'interestArea:"Early childhood"'));
      expect(titles(earlyChildhood)).toEqual(["Diploma of Education Studies (Higher Education)"]);
    });

    it("finds the preparation area's courses by the three topic areas the course finder asks for", async () => {
      const byTopic = async (topic: string) => titles(await search(finderQuery(topic, "")));
      expect(await byTopic("English preparation")).toEqual(["Certificate III in EAL (Further Study)", "English for Academic Purposes"]);
      expect(await byTopic("Secondary school (VCE)")).toEqual(["Victorian Certificate of Education"]);
      expect(await byTopic("Foundation studies")).toEqual(["Certificate IV in Tertiary Preparation"]);
      expect(titles(await search(finderQuery("Secondary school (VCE)", "interestArea:VCE")))).toEqual(["Victorian Certificate of Education"]);
      expect(titles(await search(finderQuery("Foundation studies", "interestArea:VCE")))).toEqual([]);
    });

    it("keeps only international courses for an international student", async () => {
      const domestic = await search(finderQuery("Business", ""));
      const international = await search(finderQuery("Business", "", "International student"));
      expect(total(international)).toBeGreaterThan(0);
      expect(total(international)).toBeLessThan(total(domestic));
      for (const result of results(international)) expect(list(result.metaData.studentType), result.title).toContain("International student");
      expect(titles(domestic)).toContain("Certificate IV in Accounting and Bookkeeping");
      expect(titles(international)).not.toContain("Certificate IV in Accounting and Bookkeeping");
      expect(titles(await search(finderQuery("English preparation", "", "International student")))).toEqual(["English for Academic Purposes"]);
    });

    it("answers every course with the metadata the course finder reads; nextIntake only with a dated intake", async () => {
      const answer = await search("collection=yu-search-courses&num_ranks=500&query=type:course");
      expect(total(answer)).toBe(53);
      for (const result of results(answer)) {
        const meta = result.metaData;
        for (const key of COURSE_META) expect(meta[key], `${result.title} ${key}`).toMatch(/\S/);
        const dated = list(meta.intakes).some((intake) => /^\d{4}-\d{2}-\d{2}$/.test(intake));
        expect(meta.nextIntake === undefined, result.title).toBe(!dated);
        if (meta.nextIntake !== undefined) expect(meta.nextIntake, result.title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (meta.creditPoints !== undefined) expect(meta.creditPoints, result.title).toMatch(/^\d+$/);
      }
      const phd = results(await search(`collection=yu-search-courses&query=${encodeURIComponent("courseCode:RPHD")}`))[0];
      expect(phd?.metaData).toMatchObject({ intakes: "February|May|August|November" });
      expect(phd?.metaData).not.toHaveProperty("nextIntake");
    });
  });
});
