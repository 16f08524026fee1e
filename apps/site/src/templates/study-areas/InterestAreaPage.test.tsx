import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CourseCardView } from "@/mapping/course-card";
import type { InterestAreaView } from "@/resolve/loaded-page";
import { InterestAreaPage } from "./InterestAreaPage";

const card = (title: string): CourseCardView => ({
  key: `https://www.yu.edu.au/courses/${title}`, title, href: `/courses/${title}`, code: null, levelLabel: "Course", duration: null,
  campuses: [], studyModes: [], nextIntake: null, summary: null, includeInIntakeFilter: false,
});

const BASE = "/study-at-yu/courses/browse-study-areas";
const view = (groups: InterestAreaView["groups"]): InterestAreaView => {
  const total = groups.reduce((sum, group) => sum + group.cards.length, 0);
  return {
    area: { slug: "business", label: "Business" }, interest: { slug: "accounting-finance", label: "Accounting & finance" }, audience: "domestic",
    upcomingOnly: false, groups, total, totalAll: total, totalUpcoming: 0, unavailable: false,
    links: { domestic: `${BASE}/business/accounting-finance`, international: `${BASE}/business/accounting-finance?audience=international`,
      allCourses: `${BASE}/business/accounting-finance`, upcomingOnly: `${BASE}/business/accounting-finance?intake=upcoming`, index: BASE },
    related: [], broadened: null,
  };
};

describe("InterestAreaPage", () => {
  it("lists courses of no known level under their own heading, never saying there are none", () => {
    const html = renderToStaticMarkup(<InterestAreaPage view={view([
      { filter: "Bachelor", label: "Undergraduate", cards: [card("Bachelor of Business")] },
      { filter: null, label: "Other courses", cards: [card("Bachelor of Commerce"), card("Master of Accounting")] },
    ])} />);
    expect(html).toContain('<section class="interest-area__group" aria-labelledby="level-other"><h2 id="level-other">Other courses <span class="interest-area__group-count">(2)</span></h2>');
    expect(html).toContain('aria-labelledby="level-bachelor"');
    expect(html).toContain(">Master of Accounting<");
    expect(html).not.toContain("are open to");
  });

  it("says there are no courses only when it has none to list", () => {
    expect(renderToStaticMarkup(<InterestAreaPage view={view([])} />)).toContain("No accounting &amp; finance courses are open to domestic students at the moment.");
  });
});
