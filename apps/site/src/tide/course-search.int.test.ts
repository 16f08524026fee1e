import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studyAreas } from "@/config/study-areas/datasets";
import { START_TIMEOUT_MS, startContentService, type RunningContentService } from "@/tide/testing/content-service";

/* The site's course search (spec §7) against the content service's search over the demo catalogue plus a
 * generated one (CONTENT_SCALE), as a study-area page asks it. */

const PORT = Number(process.env.COURSE_SEARCH_INT_PORT ?? 3109);
const SCALE = 300;

// config() reads the environment once, on first use: point the site at the spawned service before that.
process.env.CONTENT_API_URL = `http://127.0.0.1:${PORT}`;
delete process.env.SEARCH_API_URL;
delete process.env.SEARCH_COURSES_COLLECTION;
delete process.env.CONTENT_BASIC_AUTH;
// The demo content service's interest-area class (docs/configuration.md, "Search metadata classes").
process.env.SEARCH_META_INTEREST_AREA = "interestArea";

async function search(audience: "domestic" | "international", areaLabel: string, interestLabel: string | null) {
  const { searchCourses } = await import("./course-search");
  return searchCourses({ audience, areaLabel, interestLabel });
}

const list = (value: string | undefined) => (value ?? "").split("|").map((v) => v.trim());

describe("course search against the content service", () => {
  let service: RunningContentService | null = null;

  beforeAll(async () => {
    service = await startContentService(PORT, { env: { CONTENT_SCALE: String(SCALE) } });
  }, START_TIMEOUT_MS * 2);

  afterAll(async () => {
    await service?.stop();
  });

  it("finds courses for every interest area the domestic dataset lists, each in its area and interest area", async () => {
    for (const area of studyAreas("domestic", "yu")) {
      const interests = [...new Set(area.studyLevels.flatMap((level) => level.interestAreas.map((interest) => interest.label)))];
      for (const interest of interests) {
        const answer = await search("domestic", area.label, interest);
        expect(answer.failed, `${area.label} / ${interest}`).toBe(0);
        expect(answer.results.length, `${area.label} / ${interest}`).toBeGreaterThan(0);
        for (const result of answer.results) {
          expect(list(result.metaData.interestArea), result.title).toContain(interest);
          expect(list(result.metaData.studentType), result.title).toContain("Australian resident");
        }
        const urls = answer.results.map((result) => result.liveUrl);
        expect(new Set(urls).size).toBe(urls.length);
      }
    }
  }, 120_000);

  it("adds the Higher Education diplomas to Business, and the VCE area's three kinds of course", async () => {
    const business = await search("domestic", "Business", "Management & leadership");
    expect(business.requests).toBe(2);
    expect(business.results.map((r) => r.title)).toContain("Diploma of Business (Higher Education)");
    const vce = await search("domestic", "VCE, preparation & English language", null);
    expect(vce.requests).toBe(3);
    const areas = new Set(vce.results.flatMap((r) => list(r.metaData.studyTopicArea)));
    for (const value of ["English preparation", "Secondary school (VCE)", "Foundation studies"]) expect(areas).toContain(value);
  });

  it("gives international students only courses open to them", async () => {
    const answer = await search("international", "Health & biomedicine", "Nursing");
    expect(answer.results.length).toBeGreaterThan(0);
    for (const result of answer.results) expect(list(result.metaData.studentType)).toContain("International student");
    const domestic = await search("domestic", "Health & biomedicine", "Nursing");
    expect(domestic.results.length).toBeGreaterThan(answer.results.length);
  });

  it("flags for the intake filter exactly the courses with a next intake", async () => {
    const answer = await search("domestic", "Trades", null);
    expect(answer.results.some((r) => r.includeInIntakeFilter)).toBe(true);
    expect(answer.results.some((r) => !r.includeInIntakeFilter)).toBe(true);
    for (const result of answer.results) expect(result.includeInIntakeFilter).toBe(Boolean(result.metaData.nextIntake));
  });
});
