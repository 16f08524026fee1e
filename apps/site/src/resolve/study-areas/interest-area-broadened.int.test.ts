import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteMatch } from "@/routing/types";
import { HEALTH_COURSES, startFunnelbackStandIn, type FunnelbackStandIn } from "@/tide/testing/funnelback-stand-in";
import type { SiteChrome } from "../site-chrome";

/*
 * An interest-area page against a Funnelback collection that has no interest-area class: the class configured
 * (as for our own content service) matches nothing there, and the page lists the area's courses at the interest
 * area's levels with one line saying so, never an empty page.
 */

let standIn: FunnelbackStandIn;

const chrome: SiteChrome = { site: null, main: null, subsite: null, siteId: "7", siteName: "Yarra University" };
const nursing: Extract<RouteMatch, { kind: "study-area" }> = {
  kind: "study-area", studyArea: "health-biomedicine", interestArea: "nursing", audience: "domestic", upcomingOnly: false,
};

async function page(match = nursing) {
  const { interestAreaPage } = await import("./interest-area");
  const loaded = await interestAreaPage(match, Promise.resolve(chrome));
  if (loaded.kind !== "interest-area") throw new Error(`not an interest-area page: ${loaded.kind}`);
  return loaded.view;
}

describe("an interest-area page on a collection without the interest-area class", () => {
  beforeAll(async () => {
    standIn = await startFunnelbackStandIn(HEALTH_COURSES);
    // config() reads the environment once, on first use: point the site at the stand-in before that.
    process.env.SEARCH_API_URL = standIn.url;
    process.env.SEARCH_META_INTEREST_AREA = "interestArea";
    delete process.env.SEARCH_COURSES_COLLECTION;
  });

  afterAll(async () => {
    await standIn.stop();
  });

  it("asks by the class, then for the whole area, and lists the area's courses at Nursing's levels with the line", async () => {
    const view = await page();
    expect(standIn.queries).toEqual(['interestArea:"Nursing"', ""]);
    expect(view.unavailable).toBe(false);
    // Nursing is listed at Undergraduate, TAFE and Short courses: the Master of Public Health is not shown.
    expect(view.groups.map((group) => [group.label, group.cards.map((card) => card.title)])).toEqual([
      ["Undergraduate", ["Bachelor of Nursing", "Bachelor of Psychology"]],
      ["TAFE", ["Diploma of Nursing"]],
    ]);
    expect(view.total).toBe(3);
    expect(view.broadened).toBe("These are all Health & biomedicine courses at these levels: Undergraduate, TAFE. Our course search can't pick out the Nursing ones on their own.");
  });

  it("keeps the intake filter on the broadened list", async () => {
    const view = await page({ ...nursing, upcomingOnly: true });
    expect(view.groups.flatMap((group) => group.cards.map((card) => card.title))).toEqual(["Bachelor of Nursing"]);
    expect(view.totalAll).toBe(3);
    expect(view.broadened).not.toBeNull();
  });
});
