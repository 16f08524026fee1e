import { describe, expect, it } from "vitest";
import { fixedPageContent } from "./fixed-page-content";

describe("fixedPageContent", () => {
  it("gives every fixed page a title and an intro", () => {
    for (const page of ["student-wellbeing-assistant", "course-discovery-quiz",
      "chat-with-our-students", "online-reporting-form"] as const) {
      const c = fixedPageContent({ kind: "fixed", page }, "yu", "Yarra University");
      expect(c.title.length).toBeGreaterThan(3);
      expect(c.intro.length).toBeGreaterThan(10);
    }
  });
});
