import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_COURSES, startFunnelbackStandIn, type FunnelbackStandIn } from "@/tide/testing/funnelback-stand-in";
import type { SiteChrome } from "../site-chrome";

/* An interest-area page with the interest-area class off (SEARCH_META_INTEREST_AREA unset): the spec's plan alone. */

let standIn: FunnelbackStandIn;
const chrome: SiteChrome = { site: null, main: null, subsite: null, siteId: "7", siteName: "Yarra University" };

describe("an interest-area page with the interest-area class off", () => {
  beforeAll(async () => {
    standIn = await startFunnelbackStandIn(HEALTH_COURSES);
    // config() reads the environment once, on first use: point the site at the stand-in before that.
    process.env.SEARCH_API_URL = standIn.url;
    delete process.env.SEARCH_META_INTEREST_AREA;
    delete process.env.SEARCH_COURSES_COLLECTION;
  });

  afterAll(async () => {
    await standIn.stop();
  });

  it("asks once for the area (no interest query) and lists its courses at Nursing's levels with the line", async () => {
    const { interestAreaPage } = await import("./interest-area");
    const loaded = await interestAreaPage(
      { kind: "study-area", studyArea: "health-biomedicine", interestArea: "nursing", audience: "domestic", upcomingOnly: false },
      Promise.resolve(chrome),
    );
    if (loaded.kind !== "interest-area") throw new Error(loaded.kind);
    expect(standIn.queries).toEqual([""]);
    expect(loaded.view.groups.map((group) => group.label)).toEqual(["Undergraduate", "TAFE"]);
    expect(loaded.view.total).toBe(3);
    expect(loaded.view.broadened).toMatch(/^These are all Health & biomedicine courses at these levels: Undergraduate, TAFE\./);
  });
});
