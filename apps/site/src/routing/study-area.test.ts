import { describe, expect, it } from "vitest";
import { matchStudyArea, studyAreaVariantPath } from "./study-area";

const none = new URLSearchParams();
const page = (studyArea: string, interestArea: string, audience = "domestic", upcomingOnly = false) =>
  ({ kind: "study-area", studyArea, interestArea, audience, upcomingOnly });

describe("matchStudyArea", () => {
  it("reads study area and interest area for the domestic audience", () => {
    expect(matchStudyArea(["business", "accounting"], none)).toEqual(page("business", "accounting"));
  });

  it("is international with audience=international", () => {
    expect(matchStudyArea(["health-biomedicine", "nursing"], new URLSearchParams("audience=international")))
      .toMatchObject({ audience: "international" });
  });

  it("keeps only courses with an upcoming intake with intake=upcoming", () => {
    expect(matchStudyArea(["business", "accounting"], new URLSearchParams("intake=upcoming"))).toMatchObject({ upcomingOnly: true });
    expect(matchStudyArea(["business", "accounting"], new URLSearchParams("intake=soon"))).toMatchObject({ upcomingOnly: false });
  });

  it.each(["domestic", "International", ""])("stays domestic for audience=%j", (audience) => {
    expect(matchStudyArea(["business", "accounting"], new URLSearchParams({ audience }))).toMatchObject(
      { audience: "domestic" });
  });

  it("no segments are the index of study areas, for either audience", () => {
    expect(matchStudyArea([], none)).toEqual({ kind: "study-areas", audience: "domestic" });
    expect(matchStudyArea(["international"], none)).toEqual({ kind: "study-areas", audience: "international" });
    expect(matchStudyArea([], new URLSearchParams("audience=international"))).toEqual({ kind: "study-areas", audience: "international" });
  });

  it.each([[["business"]], [["business", "a", "b"]], [["upcoming-intake"]], [["business", "a", "upcoming-intake", "international"]]])(
    "is null for %j segments", (rest) => {
      expect(matchStudyArea(rest, none)).toBeNull();
    });

  it.each([[["Business", "accounting"]], [["business", "acc_ounting"]], [["business", "-x"]], [["a b", "c"]]])(
    "is null for segments that are not slugs: %j",
    (rest) => {
      expect(matchStudyArea(rest, none)).toBeNull();
    },
  );
});

describe("browse page variants as paths", () => {
  it("reads the /international and /upcoming-intake segments", () => {
    expect(matchStudyArea(["health-biomedicine", "nursing", "international"], none)).toEqual(page("health-biomedicine", "nursing", "international"));
    expect(matchStudyArea(["health-biomedicine", "nursing", "upcoming-intake"], none)).toEqual(page("health-biomedicine", "nursing", "domestic", true));
    expect(matchStudyArea(["health-biomedicine", "nursing", "international", "upcoming-intake"], none))
      .toEqual(page("health-biomedicine", "nursing", "international", true));
    expect(matchStudyArea(["health-biomedicine", "nursing", "domestic"], none)).toBeNull();
  });

  it("rewrites the query variants into the path form, and nothing else", () => {
    const browse = "/study-at-yu/courses/browse-study-areas";
    const intl = new URLSearchParams("audience=international");
    expect(studyAreaVariantPath(`${browse}/business/accounting`, intl, "yu")).toBe(`${browse}/business/accounting/international`);
    expect(studyAreaVariantPath(`${browse}/business/accounting`, new URLSearchParams("intake=upcoming"), "yu")).toBe(`${browse}/business/accounting/upcoming-intake`);
    expect(studyAreaVariantPath(`${browse}/business/accounting/`, new URLSearchParams("intake=upcoming&audience=international"), "yu"))
      .toBe(`${browse}/business/accounting/international/upcoming-intake`);
    expect(studyAreaVariantPath(browse, intl, "yu")).toBe(`${browse}/international`);
    expect(studyAreaVariantPath(browse, new URLSearchParams("intake=upcoming"), "yu")).toBeNull();
    expect(studyAreaVariantPath(`${browse}/business/accounting`, none, "yu")).toBeNull();
    expect(studyAreaVariantPath(`${browse}/all-courses-a-to-z/b`, intl, "yu")).toBeNull();
    expect(studyAreaVariantPath(`${browse}/business`, intl, "yu")).toBeNull();
    expect(studyAreaVariantPath(`${browse}/business/accounting/x`, intl, "yu")).toBeNull();
  });
});
