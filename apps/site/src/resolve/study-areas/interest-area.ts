import "server-only";
import { config } from "@/config/env";
import { findInterestArea, studyAreas } from "@/config/study-areas/datasets";
import { broadenedLine, groupsAtLevels, interestLevels } from "@/mapping/interest-area-broadened";
import { groupCourses } from "@/mapping/interest-area-page";
import { siteHosts } from "@/mapping/search-link";
import type { RouteMatch } from "@/routing/types";
import { searchCourses } from "@/tide/course-search";
import type { CourseSearchAnswer } from "@/tide/course-searcher";
import { headFor } from "../head-for";
import type { InterestAreaView, LoadedPage } from "../loaded-page";
import type { SiteChrome } from "../site-chrome";
import { browseIndexHref, interestAreaHref } from "./browse-links";

/** An interest area's courses for an audience, from the course search, grouped by study level (spec §2.1, §7). */
export async function interestAreaPage(match: Extract<RouteMatch, { kind: "study-area" }>, chromeP: Promise<SiteChrome>): Promise<LoadedPage> {
  const found = findInterestArea(match.studyArea, match.interestArea);
  if (found === null) return { kind: "not-found" };
  const cfg = config();
  const { audience, upcomingOnly } = match;
  const narrowing = cfg.searchMeta.interestArea !== null;
  const areaCourses = () => searchCourses({ audience, areaLabel: found.area.label, interestLabel: null });
  const [first, chrome] = await Promise.all([
    searchCourses({ audience, areaLabel: found.area.label, interestLabel: found.interest.label }),
    chromeP,
  ]);
  const own = siteHosts(Object.values(chrome.main?.domains ?? {}), [cfg.siteOrigin, cfg.mainSiteOrigin]);
  const area = studyAreas(audience, cfg.productSlug).find((entry) => entry.slug === found.area.slug);
  const levels = interestLevels(area, found.interest.label);
  const grouped = (answer: CourseSearchAnswer, upcoming: boolean, broadened: boolean) => {
    const groups = groupCourses(answer.results, area, audience, own, upcoming);
    return broadened ? groupsAtLevels(groups, levels) : groups;
  };
  // Without the interest-area class the search asked for the whole area; with it, a query that matched nothing
  // is asked again without it: either way the page lists the area's courses at the interest area's levels.
  let answer = first;
  let broadened = !narrowing;
  if (narrowing && first.failed < first.requests && grouped(first, false, false).length === 0) {
    const wider = await areaCourses();
    if (grouped(wider, false, true).length > 0) {
      answer = wider;
      broadened = true;
    }
  }
  const all = grouped(answer, false, broadened);
  const upcoming = grouped(answer, true, broadened);
  const groups = upcomingOnly ? upcoming : all;
  const count = (list: typeof groups) => new Set(list.flatMap((group) => group.cards.map((card) => card.key))).size;
  const href = (a: typeof audience, upcoming: boolean) => interestAreaHref(cfg.productSlug, found.area.slug, found.interest.slug, a, upcoming);
  const siblings = area?.studyLevels.flatMap((level) => level.interestAreas)
    .filter((interest, index, list) => list.findIndex((other) => other.url === interest.url) === index) ?? [];
  const view: InterestAreaView = {
    area: found.area,
    interest: found.interest,
    audience,
    upcomingOnly,
    groups,
    total: count(groups),
    totalAll: count(all),
    totalUpcoming: count(upcoming),
    unavailable: answer.failed === answer.requests,
    links: {
      domestic: href("domestic", upcomingOnly),
      international: href("international", upcomingOnly),
      allCourses: href(audience, false),
      upcomingOnly: href(audience, true),
      index: browseIndexHref(cfg.productSlug, audience),
    },
    related: siblings.filter((interest) => interest.label !== found.interest.label),
    broadened: broadened && all.length > 0
      ? broadenedLine(found.area.label, found.interest.label, all.flatMap((group) => (group.filter === null ? [] : [group.label])))
      : null,
  };
  const forWhom = audience === "international" ? " for international students" : "";
  return {
    kind: "interest-area",
    head: await headFor(chromeP, href(audience, false), {
      title: `${found.interest.label} courses – ${found.area.label}${forWhom}`,
      description: `${found.interest.label} courses in ${found.area.label}${forWhom}, by study level: duration, campuses and next intake.`,
      contentType: "study_area",
    }),
    view,
  };
}
