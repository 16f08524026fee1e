import { describe, expect, it } from "vitest";

/* The search service's parameters when a collection lacks the scholarship classes (SEARCH_META_*=off). */

// config() reads the environment once, on first use: set the classes before that.
process.env.SEARCH_META_CLOSE_DATE = "off";
process.env.SEARCH_META_COURSES = "off";
process.env.SEARCH_META_VALUE_SORT = "amount";

async function scholarships(query: string) {
  const { parseSearchQuery, serviceParams } = await import("./search-query");
  const { state } = parseSearchQuery(new URLSearchParams(query), "scholarships");
  return { state, params: serviceParams(state, "yu-search-scholarships", { today: "20261128", course: { levels: ["Undergraduate"], areas: ["Health & biomedicine"] } }) };
}

describe("the scholarship finder without its close-date and courses classes", () => {
  it("sends no date range and no course class, and sorts by relevance unless asked for the value", async () => {
    const { state, params } = await scholarships("status=closed&course=HBNS");
    expect(state.status).toBe("open");
    const names = params.map(([name]) => name);
    expect(names.some((name) => name.includes("closeDate"))).toBe(false);
    expect(names.some((name) => name.startsWith("meta_"))).toBe(false);
    expect(names).not.toContain("sort");
    // The course still narrows by its level and area.
    expect(params).toContainEqual(["f.Study level|studyLevel", "Undergraduate"]);
    expect(params).toContainEqual(["f.Study area|studyTopicArea", "Health & biomedicine"]);
    expect((await scholarships("sort=dmetavalueSort")).params).toContainEqual(["sort", "dmetaamount"]);
    expect((await scholarships("sort=relevance")).state.sort).toBe("");
  });
});
