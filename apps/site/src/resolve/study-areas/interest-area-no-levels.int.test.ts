import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteMatch } from "@/routing/types";
import { startFunnelbackStandIn, type FunnelbackStandIn, type StandInCourse } from "@/tide/testing/funnelback-stand-in";
import type { SiteChrome } from "../site-chrome";

/*
 * An interest-area page against a Funnelback collection that names less: its course results have only the spec's
 * fields (liveUrl, title, metaData.studyTopicArea and nextIntake), no courseLevel, studyLevelFilter, provider or
 * studyLevel, and no interest-area class. Its seven Business courses are listed, not "No … courses are open".
 */

const bare = (slug: string, title: string, areas: string, nextIntake: string | null, studentTypes = "Australian resident|International student"): StandInCourse => ({
  title,
  liveUrl: `https://www.yu.edu.au/courses/${slug}`,
  metaData: { studyTopicArea: areas, ...(nextIntake === null ? {} : { nextIntake }) },
  filterOnly: { studentType: studentTypes },
});

const BUSINESS: readonly StandInCourse[] = [
  bare("bachelor-of-business-bbns", "Bachelor of Business", "Business", "2027-02-22"),
  bare("bachelor-of-commerce-bbcm", "Bachelor of Commerce", "Business", null),
  bare("master-of-accounting-bmac", "Master of Accounting", "Business", "2027-03-01"),
  bare("master-of-business-administration-bmba", "Master of Business Administration", "Business", null),
  bare("certificate-iv-in-accounting-and-bookkeeping-fns40222", "Certificate IV in Accounting and Bookkeeping", "Business", "2027-02-08", "Australian resident"),
  bare("diploma-of-accounting-fns50222", "Diploma of Accounting", "Business", null, "Australian resident"),
  bare("diploma-of-business-higher-education-dibu", "Diploma of Business (Higher Education)", "Higher Education diploma", "2027-02-22"),
  bare("bachelor-of-nursing-hbns", "Bachelor of Nursing", "Health & biomedicine", "2027-02-22"),
];

let standIn: FunnelbackStandIn;
const chrome: SiteChrome = { site: null, main: null, subsite: null, siteId: "7", siteName: "Yarra University" };
const accounting: Extract<RouteMatch, { kind: "study-area" }> = {
  kind: "study-area", studyArea: "business", interestArea: "accounting-finance", audience: "domestic", upcomingOnly: false,
};

async function page(match = accounting) {
  const { interestAreaPage } = await import("./interest-area");
  const loaded = await interestAreaPage(match, Promise.resolve(chrome));
  if (loaded.kind !== "interest-area") throw new Error(`not an interest-area page: ${loaded.kind}`);
  return loaded.view;
}

describe("an interest-area page on a collection without the level classes", () => {
  beforeAll(async () => {
    standIn = await startFunnelbackStandIn(BUSINESS);
    // config() reads the environment once, on first use: point the site at the stand-in before that.
    process.env.SEARCH_API_URL = standIn.url;
    process.env.SEARCH_META_INTEREST_AREA = "interestArea";
    // The collection's liveUrls are the main site's: its courses open here, by path.
    process.env.MAIN_SITE_ORIGIN = "https://www.yu.edu.au";
    delete process.env.SEARCH_COURSES_COLLECTION;
  });

  afterAll(async () => {
    await standIn.stop();
  });

  it("lists the area's seven courses under one plain heading, with the line saying they are the whole area's", async () => {
    const view = await page();
    // Asked by the class (matching nothing there), then for the whole area: the area and its diplomas each time.
    expect(standIn.queries).toEqual(['interestArea:"Accounting & finance"', 'interestArea:"Accounting & finance"', "", ""]);
    expect(view.unavailable).toBe(false);
    expect(view.groups.map((group) => [group.filter, group.label])).toEqual([[null, "Courses"]]);
    expect(view.groups[0]?.cards.map((card) => card.title)).toEqual([
      "Bachelor of Business", "Bachelor of Commerce", "Certificate IV in Accounting and Bookkeeping", "Diploma of Accounting",
      "Diploma of Business (Higher Education)", "Master of Accounting", "Master of Business Administration",
    ]);
    expect([view.total, view.totalAll, view.totalUpcoming]).toEqual([7, 7, 4]);
    expect(view.broadened).toBe("These are all Business courses. Our course search can't pick out the Accounting & finance ones on their own.");
  });

  it("keeps the intake filter and the audience on them", async () => {
    const upcoming = await page({ ...accounting, upcomingOnly: true });
    expect(upcoming.groups.flatMap((group) => group.cards.map((card) => card.title))).toEqual([
      "Bachelor of Business", "Certificate IV in Accounting and Bookkeeping", "Diploma of Business (Higher Education)", "Master of Accounting",
    ]);
    const international = await page({ ...accounting, audience: "international" });
    expect(international.total).toBe(5);
    expect(international.groups[0]?.cards.map((card) => card.href)).toContain("/courses/bachelor-of-business-bbns/international");
  });
});
