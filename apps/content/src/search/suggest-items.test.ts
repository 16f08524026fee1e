import { describe, expect, it } from "vitest";
import { studyLevelOf, toSuggestItem, type SuggestionRow } from "./suggest-items.ts";

const course: SuggestionRow = { type: "node--course", title: "Bachelor of Nursing", pathAlias: "/courses/bachelor-of-nursing-hbns",
  levelLabel: "Undergraduate" };

describe("toSuggestItem", () => {
  it("shapes a content suggestion as Funnelback's text item", () => {
    const news: SuggestionRow = { type: "node--news", title: "Rural health grant", pathAlias: "/about-yu/news-events/news/rural", levelLabel: null };
    expect(toSuggestItem(news, "content")).toEqual({
      key: "Rural health grant", disp: "Rural health grant", disp_t: "T", action: "/about-yu/news-events/news/rural", action_t: "U", cat: "news",
    });
  });

  it("shapes a catalogue suggestion as a JSON item with the study level", () => {
    expect(toSuggestItem(course, "courses")).toEqual({
      key: "Bachelor of Nursing", disp: { title: "Bachelor of Nursing", metaData: { studyLevel: "Undergraduate" } }, disp_t: "J",
      action: "/courses/bachelor-of-nursing-hbns", action_t: "U", cat: "course",
    });
  });
});

describe("studyLevelOf", () => {
  it("is the course's level label", () => {
    expect(studyLevelOf(course)).toBe("Undergraduate");
  });

  it("names units and unit sets, which have no level label", () => {
    expect(studyLevelOf({ ...course, type: "node--unit", levelLabel: null })).toBe("Unit");
    expect(studyLevelOf({ ...course, type: "node--unit_set", levelLabel: "  " })).toBe("Unit set");
    expect(studyLevelOf({ ...course, levelLabel: null })).toBe("Course");
  });
});
