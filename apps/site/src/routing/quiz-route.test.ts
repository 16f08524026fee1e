import { describe, expect, it } from "vitest";
import { matchNormalisedRoute } from "./route-table";
import { QUIZ_APP_ROUTE, quizPath, quizRouting } from "./quiz-route";
import { demoSubsites } from "./testing/demo-subsites";

describe("quizRouting", () => {
  it("serves the public quiz path from the quiz's app route, query kept", () => {
    expect(quizRouting("/study-at-yu/course-discovery-quiz", "", "GET", "yu")).toEqual({ kind: "rewrite", path: "/course-discovery-quiz" });
    expect(quizRouting("/study-at-yu/course-discovery-quiz", "?step=2&interests=caring", "HEAD", "yu"))
      .toEqual({ kind: "rewrite", path: "/course-discovery-quiz?step=2&interests=caring" });
  });

  it("follows the product slug and the route table's own reading of the path", () => {
    expect(quizRouting("/study-at-abc/course-discovery-quiz", "", "GET", "abc")).toEqual({ kind: "rewrite", path: QUIZ_APP_ROUTE });
    expect(quizRouting("/study-at-yu/course-discovery-quiz", "", "GET", "abc")).toBeNull();
    expect(quizRouting("/study-at-yu//course-discovery-quiz/", "", "GET", "yu")).toEqual({ kind: "rewrite", path: QUIZ_APP_ROUTE });
    expect(matchNormalisedRoute(quizPath("yu"), new URLSearchParams(), { productSlug: "yu", subsites: demoSubsites() })).toEqual({ kind: "fixed", page: "course-discovery-quiz" });
  });

  it("sends a request for the app route itself to the public path", () => {
    expect(quizRouting("/course-discovery-quiz", "?result=1", "GET", "yu")).toEqual({ kind: "redirect", location: "/study-at-yu/course-discovery-quiz?result=1" });
  });

  it("leaves other paths, other methods and unusable paths alone", () => {
    expect(quizRouting("/study-at-yu/course-discovery-quiz", "", "POST", "yu")).toBeNull();
    expect(quizRouting("/course-discovery", "", "GET", "yu")).toBeNull();
    expect(quizRouting("/study-at-yu/course-discovery-quiz/extra", "", "GET", "yu")).toBeNull();
    expect(quizRouting("/study-at-yu/Course-Discovery-Quiz", "", "GET", "yu")).toBeNull();
    expect(quizRouting("/study-at-yu/%2e%2e/course-discovery-quiz", "", "GET", "yu")).toBeNull();
  });
});
