import { describe, expect, it } from "vitest";
import { matchNormalisedRoute } from "./route-table";
import { STUDENTS_APP_ROUTE, studentsPath, studentsRouting } from "./students-route";
import { demoSubsites } from "./testing/demo-subsites";

const PUBLIC = "/study-at-yu/international-students/chat-with-our-students";

describe("studentsRouting", () => {
  it("serves the public path from the page's app route, query kept", () => {
    expect(studentsRouting(PUBLIC, "", "GET", "yu")).toEqual({ kind: "rewrite", path: STUDENTS_APP_ROUTE });
    expect(studentsRouting(PUBLIC, "?area=health", "HEAD", "yu")).toEqual({ kind: "rewrite", path: `${STUDENTS_APP_ROUTE}?area=health` });
    expect(matchNormalisedRoute(studentsPath("yu"), new URLSearchParams(), { productSlug: "yu", subsites: demoSubsites() })).toEqual({ kind: "fixed", page: "chat-with-our-students" });
  });

  it("sends the app route itself to the public path", () => {
    expect(studentsRouting(STUDENTS_APP_ROUTE, "?campus=sydney", "GET", "yu")).toEqual({ kind: "redirect", location: `${PUBLIC}?campus=sydney` });
  });

  it("leaves other paths, methods and products alone", () => {
    expect(studentsRouting(PUBLIC, "", "POST", "yu")).toBeNull();
    expect(studentsRouting(PUBLIC, "", "GET", "abc")).toBeNull();
    expect(studentsRouting(`${PUBLIC}/extra`, "", "GET", "yu")).toBeNull();
    expect(studentsRouting("/study-at-yu/course-discovery-quiz", "", "GET", "yu")).toBeNull();
  });
});
