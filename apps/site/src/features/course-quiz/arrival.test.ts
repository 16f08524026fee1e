import { describe, expect, it } from "vitest";
import { cameFromQuiz, focusIsUnclaimed } from "./arrival";

const here = { origin: "https://www.yu.edu.au", pathname: "/study-at-yu/course-discovery-quiz" };

describe("cameFromQuiz", () => {
  it("is true after a step of the same quiz, whatever its answers", () => {
    expect(cameFromQuiz("https://www.yu.edu.au/study-at-yu/course-discovery-quiz?step=2&interests=caring", here)).toBe(true);
    expect(cameFromQuiz("https://www.yu.edu.au/study-at-yu/course-discovery-quiz", here)).toBe(true);
  });

  it("is false for a first visit, a shared link, another page or another site", () => {
    expect(cameFromQuiz("", here)).toBe(false);
    expect(cameFromQuiz("https://www.yu.edu.au/study-at-yu", here)).toBe(false);
    expect(cameFromQuiz("https://elsewhere.example/study-at-yu/course-discovery-quiz", here)).toBe(false);
    expect(cameFromQuiz("not a url", here)).toBe(false);
  });
});

describe("focusIsUnclaimed", () => {
  const body = { tagName: "BODY" } as Element;
  it("is true while nothing has focus", () => {
    expect(focusIsUnclaimed(body, body)).toBe(true);
    expect(focusIsUnclaimed(null, body)).toBe(true);
  });

  it("is false once focus is on an element: the target itself, or where the visitor moved it", () => {
    expect(focusIsUnclaimed({ tagName: "H2" } as Element, body)).toBe(false);
    expect(focusIsUnclaimed({ tagName: "A" } as Element, body)).toBe(false);
  });
});
