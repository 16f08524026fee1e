import { describe, expect, it } from "vitest";
import { parseSuggestItems } from "./suggest-response";

const course = { key: "Bachelor of Nursing", disp: { title: "Bachelor of Nursing", metaData: { studyLevel: "Undergraduate" } }, disp_t: "J",
  action: "/courses/bachelor-of-nursing-hbns", action_t: "U", cat: "course" };

describe("parseSuggestItems", () => {
  it("keeps text and course items as they are, extra Funnelback fields included", () => {
    const text = { key: "news", disp: "News", disp_t: "T", action: "/news", action_t: "U", cat: "", wt: "12" };
    expect(parseSuggestItems([text, course])).toEqual([text, course]);
  });

  it("fills the fields Funnelback may leave out", () => {
    expect(parseSuggestItems([{ disp: "Events", action: "/events" }]))
      .toEqual([{ key: "", disp: "Events", disp_t: "T", action: "/events", action_t: "U", cat: "" }]);
  });

  it("drops malformed items and keeps the rest in order", () => {
    expect(parseSuggestItems([
      null, 7, { disp: "No action" }, { disp: "Empty action", action: "" }, { disp: { metaData: {} }, action: "/x" },
      { disp: 5, action: "/y" }, course,
    ])).toEqual([course]);
  });
});
