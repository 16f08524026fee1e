import { describe, expect, it } from "vitest";
import { matchStudyArea } from "./study-area";

const none = new URLSearchParams();

describe("matchStudyArea", () => {
  it("reads study area and interest area for the domestic audience", () => {
    expect(matchStudyArea(["business", "accounting"], none)).toEqual(
      { kind: "study-area", studyArea: "business", interestArea: "accounting", audience: "domestic" });
  });

  it("is international with audience=international", () => {
    expect(matchStudyArea(["health-biomedicine", "nursing"], new URLSearchParams("audience=international")))
      .toMatchObject({ audience: "international" });
  });

  it.each(["domestic", "International", ""])("stays domestic for audience=%j", (audience) => {
    expect(matchStudyArea(["business", "accounting"], new URLSearchParams({ audience }))).toMatchObject(
      { audience: "domestic" });
  });

  it.each([[["business"]], [["business", "a", "b"]], [[]]])("is null for %j segments", (rest) => {
    expect(matchStudyArea(rest, none)).toBeNull();
  });

  it.each([[["Business", "accounting"]], [["business", "acc_ounting"]], [["business", "-x"]], [["a b", "c"]]])(
    "is null for segments that are not slugs: %j",
    (rest) => {
      expect(matchStudyArea(rest, none)).toBeNull();
    },
  );
});

describe("international study-area variant as a path", () => {
  it("matches the /international third segment as the international audience", async () => {
    const { matchStudyArea: m } = await import("./study-area");
    expect(m(["health-biomedicine", "nursing", "international"], new URLSearchParams())).toEqual({
      kind: "study-area", studyArea: "health-biomedicine", interestArea: "nursing", audience: "international",
    });
    expect(m(["health-biomedicine", "nursing", "domestic"], new URLSearchParams())).toBeNull();
  });
  it("rewrites ?audience=international into the path form, and nothing else", async () => {
    const { studyAreaAudiencePath: p } = await import("./study-area");
    const q = new URLSearchParams("audience=international");
    expect(p("/study-at-yu/courses/browse-study-areas/business/accounting", q, "yu")).toBe(
      "/study-at-yu/courses/browse-study-areas/business/accounting/international",
    );
    expect(p("/study-at-yu/courses/browse-study-areas/business/accounting", new URLSearchParams(), "yu")).toBeNull();
    expect(p("/study-at-yu/courses/browse-study-areas/all-courses-a-to-z/b", q, "yu")).toBeNull();
    expect(p("/study-at-yu/courses/browse-study-areas/business", q, "yu")).toBeNull();
  });
});
