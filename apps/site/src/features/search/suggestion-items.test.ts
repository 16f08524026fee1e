import { describe, expect, it } from "vitest";
import { toSuggestions } from "./suggestion-items";

describe("toSuggestions", () => {
  it("turns text items into title and url", () => {
    expect(toSuggestions([
      { key: "Study at YU", disp: "Study at YU", disp_t: "T", action: "/study-at-yu", action_t: "U", cat: "landing_page" },
    ])).toEqual([{ title: "Study at YU", url: "/study-at-yu" }]);
  });

  it("turns course items into title, url and the study level as subtitle", () => {
    expect(toSuggestions([
      { key: "Bachelor of Nursing", disp: { title: "Bachelor of Nursing", metaData: { studyLevel: "Undergraduate" } }, disp_t: "J",
        action: "/courses/bachelor-of-nursing-hbns", action_t: "U", cat: "course" },
      { key: "Accounting", disp: { title: "Accounting", metaData: {} }, disp_t: "J", action: "/unitsets/BMAACC", action_t: "U", cat: "unit_set" },
    ])).toEqual([
      { title: "Bachelor of Nursing", url: "/courses/bachelor-of-nursing-hbns", subtitle: "Undergraduate" },
      { title: "Accounting", url: "/unitsets/BMAACC" },
    ]);
  });

  it("keeps links to other sites and web pages", () => {
    expect(toSuggestions([
      { disp: "Library", action: "//library.yu.edu.au/search" },
      { disp: "Handbook", action: "https://handbook.yu.edu.au/" },
    ]).map((s) => s.url)).toEqual(["//library.yu.edu.au/search", "https://handbook.yu.edu.au/"]);
  });

  it("leaves out malformed items and unsafe links", () => {
    expect(toSuggestions([
      null, "text", [], { disp: "No action" }, { action: "/no-title" }, { disp: { metaData: {} }, action: "/x" },
      { disp: "   ", action: "/blank" }, { disp: "Script", action: "javascript:alert(1)" }, { disp: "Data", action: "data:text/html,x" },
      { disp: "Relative", action: "courses/x" }, { disp: "Kept", action: "/kept" },
    ])).toEqual([{ title: "Kept", url: "/kept" }]);
  });

  it("answers no suggestions for anything but an array", () => {
    expect(toSuggestions({ error: "Suggestions are unavailable right now." })).toEqual([]);
    expect(toSuggestions(null)).toEqual([]);
  });
});
