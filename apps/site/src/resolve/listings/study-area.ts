import "server-only";
import { str } from "@/mapping/attributes";
import { nodePath } from "@/mapping/node-path";
import type { TideContext } from "@/tide/context";
import { headFor } from "../head-for";
import type { LoadedPage } from "../loaded-page";
import type { SiteChrome } from "../site-chrome";
import type { RouteMatch } from "@/routing/types";
import { offeredInternationally } from "@/mapping/international-course";
import { getPage } from "@/tide/list";

/** The courses of an interest area within a study area, for the domestic or the international audience. */
export async function studyArea(match: Extract<RouteMatch, { kind: "study-area" }>, path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const [area, interest] = await Promise.all([
    getPage("taxonomy_term/study_area", { filter: { field_machine_name: match.studyArea } }, ctx),
    getPage("taxonomy_term/interest_area", { filter: { field_machine_name: match.interestArea } }, ctx),
  ]);
  const areaTerm = area.data[0];
  const interestTerm = interest.data[0];
  if (!areaTerm || !interestTerm) return { kind: "not-found" };
  const courses = await getPage("node/course", { filter: { "field_interest_area.id": interestTerm.id }, sort: "title" }, ctx);
  const areaName = str(areaTerm.attributes, "name") ?? match.studyArea;
  const interestName = str(interestTerm.attributes, "name") ?? match.interestArea;
  const intl = match.audience === "international";
  // The international variant lists only courses with an international page.
  const offered = intl ? courses.data.filter(offeredInternationally) : courses.data;
  const title = `${interestName} courses`;
  return {
    kind: "listing",
    head: await headFor(chrome, path, { title: `${title} – ${areaName}`, description: `${interestName} courses in ${areaName}${intl ? " for international students" : ""}.`, contentType: "study_area" }),
    listing: {
      title,
      intro: `${areaName}${intl ? " · for international students" : ""}`,
      total: intl ? offered.length : (courses.count ?? courses.data.length),
      cards: offered.map((r) => ({
        id: r.id,
        title: str(r.attributes, "title") ?? "",
        href: intl ? `${nodePath(r)}/international` : nodePath(r),
        meta: str(r.attributes, "field_course_level_label"),
        summary: str(r.attributes, "field_landing_page_summary"),
      })),
      emptyText: "No courses in this interest area yet.",
    },
  };
}
