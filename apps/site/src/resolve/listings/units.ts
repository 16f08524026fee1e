import "server-only";
import { config } from "@/config/env";
import { str } from "@/mapping/attributes";
import { nodePath } from "@/mapping/node-path";
import type { TideContext } from "@/tide/context";
import { headFor } from "../head-for";
import type { LoadedPage } from "../loaded-page";
import type { SiteChrome } from "../site-chrome";
import { getPage } from "@/tide/list";
import { contentPage } from "../content-page";
import { relationsFor } from "../relations";

/** A unit or unit set by its code, or the list of them when no code is given. */
export async function unitOrSet(kind: "unit" | "unitset", code: string | null, path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const bundle = kind === "unit" ? "unit" : "unit_set";
  const codeField = kind === "unit" ? "field_unit_code" : "field_unit_set_code";
  if (code) {
    const page = await getPage(`node/${bundle}`, { filter: { [codeField]: code }, include: "field_featured_image.field_media_image" }, ctx);
    const node = page.data[0];
    if (!node) return { kind: "not-found" };
    return contentPage(node, relationsFor(page), (await chrome).siteId, path, chrome);
  }
  const { data: items, count } = await getPage(`node/${bundle}`, { sort: codeField }, ctx);
  const title = kind === "unit" ? "Units" : "Unit sets";
  return {
    kind: "listing",
    head: await headFor(chrome, path, { title, description: `${title} taught at ${config().productName}.`, contentType: `${bundle}_listing` }),
    listing: {
      title,
      intro: kind === "unit" ? "Units are the building blocks of every course: each runs for one four-week block." : "Majors, minors and specialisations: groups of units you can take within a course.",
      total: count ?? items.length,
      cards: items.map((r) => ({ id: r.id, title: str(r.attributes, "title") ?? "", href: nodePath(r), meta: str(r.attributes, codeField) })),
      emptyText: "Nothing to show yet.",
    },
  };
}
