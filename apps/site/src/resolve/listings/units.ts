import "server-only";
import { LISTING_PAGE_SIZE, pageCount } from "@/mapping/pagination";
import { config } from "@/config/env";
import { unitView, UNIT_INCLUDE } from "@/mapping/types/unit";
import { unitSetView, UNIT_SET_INCLUDE } from "@/mapping/types/unit-set";
import type { TideContext } from "@/tide/context";
import { getPage } from "@/tide/list";
import { headFor } from "../head-for";
import type { LoadedPage } from "../loaded-page";
import { relationsFor } from "@/mapping/relations";
import type { SiteChrome } from "../site-chrome";
import { unitCard, unitSetCard } from "@/mapping/cards/listing-cards";
import { pastTheEndMessage } from "./listing-segments";
import { unstable_rethrow } from "next/navigation";
import { TideError } from "@/tide/errors";
import { errorFields, log } from "@/tide/log";
import type { Resource } from "@/tide/types";

/** Unit sets listed on a unit page at most. */
const UNIT_SETS_SHOWN = 20;

/** Unit sets (majors, minors, cores) a unit belongs to: a filter on their units' code, as Drupal's JSON:API reads it. */
async function unitSetsIncluding(code: string, ctx: TideContext): Promise<Resource[]> {
  try {
    const result = await getPage("node/unit_set", {
      filter: { "field_unit_set_units.field_unit_code": code },
      fields: { "node--unit_set": "title,path,field_unit_set_code,field_unit_set_type,field_unit_set_credit_points" },
      sort: "title",
      page: { limit: UNIT_SETS_SHOWN },
    }, ctx);
    return result.data;
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof TideError)) throw error;
    log.warn("Unit sets of a unit not loaded", { code, ...errorFields(error) });
    return []; // The unit page still shows, without the list.
  }
}

/** A unit or unit set by its code, or a page of the index of them when no code is given. */
export async function unitOrSet(kind: "unit" | "unitset", code: string | null, page: number, path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const isUnit = kind === "unit";
  const bundle = isUnit ? "unit" : "unit_set";
  const codeField = isUnit ? "field_unit_code" : "field_unit_set_code";
  if (code) {
    const [result, sets] = await Promise.all([
      getPage(`node/${bundle}`, { filter: { [codeField]: code }, include: isUnit ? UNIT_INCLUDE : UNIT_SET_INCLUDE, page: { limit: 1 } }, ctx),
      isUnit ? unitSetsIncluding(code, ctx) : Promise.resolve([]),
    ]);
    const node = result.data[0];
    if (!node) return { kind: "not-found" };
    const rel = relationsFor(result);
    const view = isUnit ? { type: "unit" as const, unit: unitView(node, rel, sets) } : { type: "unit_set" as const, unitSet: unitSetView(node, rel) };
    const { title, summary } = view.type === "unit" ? view.unit : view.unitSet;
    return {
      kind: "catalogue",
      head: await headFor(chrome, path, { title: `${title} (${code})`, description: summary, contentType: bundle }),
      view,
    };
  }

  // The index: one content-service page per index page, in code order.
  const offset = (page - 1) * LISTING_PAGE_SIZE;
  const result = await getPage(`node/${bundle}`, { sort: codeField, page: { offset, limit: LISTING_PAGE_SIZE } }, ctx);
  const total = result.count ?? offset + result.data.length;
  const title = isUnit ? "Units" : "Unit sets";
  const count = pageCount(total);
  if (page > count) return { kind: "not-found", message: pastTheEndMessage(page, count, title) };
  const base = isUnit ? "/units" : "/unitsets";
  return {
    kind: "listing",
    head: await headFor(chrome, path, { title: page > 1 ? `${title} – page ${page}` : title, description: `${title} taught at ${config().productName}.`, contentType: `${bundle}_listing` }),
    listing: {
      title,
      intro: isUnit
        ? "Units are the building blocks of every course: each runs for one four-week block. Browse them by code."
        : "Majors, minors, specialisations and cores: groups of units you can take within a course.",
      total,
      cards: result.data.map((r) => (isUnit ? unitCard(r) : unitSetCard(r))),
      pagination: { current: page, count, firstHref: base, hrefTemplate: `${base}/page/{page}` },
      emptyText: isUnit ? "There are no units to show yet." : "There are no unit sets to show yet.",
    },
  };
}
