import { describe, expect, it } from "vitest";
import { searchHref } from "@/routing/search-query";
import { siteHosts } from "@/mapping/search-link";
import { searchResponseSchema } from "@/tide/search-response";
import { courseScholarshipsParams, courseScholarshipsState, courseScholarshipsView, searchToday } from "./course-match";

const course = { code: "HBNS", levels: ["Undergraduate"], areas: ["Health & biomedicine", "Sports & exercise"] };
// 08:00 on 29 November 2026 in Melbourne (21:00 on the 28th in UTC).
const now = Date.parse("2026-11-29T08:00:00+11:00");

describe("a course page's scholarships request", () => {
  it("asks domestic students' open scholarships for the course's level and areas, soonest closing first", () => {
    expect(courseScholarshipsParams(course, "domestic", "yu-search-scholarships", now)).toEqual([
      ["collection", "yu-search-scholarships"],
      ["profile", "_default"],
      ["query", ""],
      ["num_ranks", "4"],
      ["start_rank", "1"],
      ["sort", "metacloseDate"],
      ["f.Student type|studentType", "Australian resident"],
      ["ge_closeDate", "20261129"],
      ["f.Study level|studyLevel", "Undergraduate"],
      ["f.Study area|studyTopicArea", "Health & biomedicine"],
      ["f.Study area|studyTopicArea", "Sports & exercise"],
      ["meta_courses_orsand", "HBNS any"],
    ]);
  });

  it("asks international students' for the international view", () => {
    const params = courseScholarshipsParams(course, "international", "yu-search-scholarships", now);
    expect(params).toContainEqual(["f.Student type|studentType", "International student"]);
    expect(params).not.toContainEqual(["f.Student type|studentType", "Australian resident"]);
    expect(params).toContainEqual(["meta_courses_orsand", "HBNS any"]);
    expect(params).toContainEqual(["ge_closeDate", "20261129"]);
  });

  it("leaves a facet out when the course has no value for it", () => {
    const params = courseScholarshipsParams({ code: "vcert", levels: ["TAFE"], areas: [] }, "domestic", "c", now);
    expect(params.filter(([k]) => k.startsWith("f.Study area"))).toEqual([]);
    expect(params).toContainEqual(["meta_courses_orsand", "VCERT any"]);
  });

  it("links to the finder narrowed to the course, for each audience", () => {
    expect(searchHref(courseScholarshipsState("HBNS", "domestic"))).toBe("/scholarships?course=HBNS");
    expect(searchHref(courseScholarshipsState("HBNS", "international"))).toBe("/scholarships?audience=international&course=HBNS");
  });

  it("counts today in Melbourne", () => {
    expect(searchToday(Date.parse("2026-11-28T12:59:59Z"))).toBe("20261128");
    expect(searchToday(Date.parse("2026-11-28T13:00:00Z"))).toBe("20261129");
  });
});

describe("a course page's scholarships section", () => {
  const own = siteHosts(["www.yu.edu.au"], []);
  const answer = (n: number, total: number) => searchResponseSchema.parse({
    response: {
      resultPacket: {
        resultsSummary: { totalMatching: total },
        results: Array.from({ length: n }, (_, i) => ({ title: `S${i}`, liveUrl: `https://www.yu.edu.au/scholarships/s${i}`, metaData: { closeDate: "20261212", valueText: "$1,000" } })),
      },
      facets: [],
    },
  });

  it("shows the first four and links to all of them in the finder", () => {
    const view = courseScholarshipsView(answer(5, 9), "HBNS", "international", own, now);
    expect(view?.cards.map((c) => c.title)).toEqual(["S0", "S1", "S2", "S3"]);
    expect(view?.total).toBe(9);
    expect(view?.href).toBe("/scholarships?audience=international&course=HBNS");
  });

  it("is left out when none match", () => {
    expect(courseScholarshipsView(answer(0, 0), "HBNS", "domestic", own, now)).toBeNull();
  });
});
