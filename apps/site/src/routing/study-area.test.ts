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
