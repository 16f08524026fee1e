import { describe, expect, it } from "vitest";
import type { SuggestItem } from "@/tide/suggest-item";
import { toOpenSearchSuggestions } from "./suggestions-response";

const page = (title: string, action: string, cat = "landing_page"): SuggestItem =>
  ({ key: title, disp: title, disp_t: "T", action, action_t: "U", cat });
const course = (title: string, action: string, studyLevel?: string, cat = "course"): SuggestItem =>
  ({ key: title, disp: { title, ...(studyLevel === undefined ? {} : { metaData: { studyLevel } }) }, disp_t: "J", action, action_t: "U", cat });

const origin = "https://www.yu.edu.au";

describe("toOpenSearchSuggestions", () => {
  it("answers [query, titles, descriptions, absolute URLs], the two lists taken in turn", () => {
    const content = [page("Nursing and midwifery", "/study-at-yu/nursing"), page("Nurses in the news", "/about-yu/news-events/news/nurses", "news")];
    const courses = [course("Bachelor of Nursing", "/courses/bachelor-of-nursing-hbns", "Undergraduate"), course("Nursing Practice", "/units/HNB1101", "Unit", "unit")];
    expect(toOpenSearchSuggestions("nur", [content, courses], origin)).toEqual([
      "nur",
      ["Nursing and midwifery", "Bachelor of Nursing", "Nurses in the news", "Nursing Practice"],
      ["Page", "Undergraduate", "News", "Unit"],
      ["https://www.yu.edu.au/study-at-yu/nursing", "https://www.yu.edu.au/courses/bachelor-of-nursing-hbns",
        "https://www.yu.edu.au/about-yu/news-events/news/nurses", "https://www.yu.edu.au/units/HNB1101"],
    ]);
  });

  it("keeps one entry per URL, the first", () => {
    const [, titles, , urls] = toOpenSearchSuggestions("acc", [
      [page("Accounting", "/courses/accounting"), page("Accounting again", "/courses/accounting")],
      [course("Accounting", "/courses/accounting", "Undergraduate")],
    ], origin);
    expect(titles).toEqual(["Accounting"]);
    expect(urls).toEqual(["https://www.yu.edu.au/courses/accounting"]);
  });

  it("answers at most ten by default, or the number asked for", () => {
    const many = (prefix: string) => Array.from({ length: 10 }, (_, i) => page(`${prefix} ${i}`, `/${prefix}-${i}`));
    const answer = toOpenSearchSuggestions("stu", [many("a"), many("b")], origin);
    expect(answer[1]).toHaveLength(10);
    expect(answer[2]).toHaveLength(10);
    expect(answer[3]).toHaveLength(10);
    expect(toOpenSearchSuggestions("stu", [many("a")], origin, 3)[3]).toHaveLength(3);
  });

  it("keeps absolute web links, and leaves out items that are no link or have no title", () => {
    const [, titles, , urls] = toOpenSearchSuggestions("lib", [[
      page("Library", "https://library.yu.edu.au/"),
      page("Script", "javascript:alert(1)"),
      page("Elsewhere", "//evil.example/x"),
      page("Relative", "library"),
      page("   ", "/blank"),
    ]], `${origin}/`);
    expect(titles).toEqual(["Library"]);
    expect(urls).toEqual(["https://library.yu.edu.au/"]);
  });

  it("describes a course without a level by its kind, and names unknown kinds from the bundle", () => {
    const [, , descriptions] = toOpenSearchSuggestions("res", [[course("Research methods", "/unitsets/RM1", undefined, "unit_set"),
      page("Research centre", "/research", "research_centre"), page("Odd", "/odd", "")]], origin);
    expect(descriptions).toEqual(["Unit set", "Research centre", ""]);
  });

  it("answers empty lists when there is nothing", () => {
    expect(toOpenSearchSuggestions("zzz", [[], []], origin)).toEqual(["zzz", [], [], []]);
  });
});
