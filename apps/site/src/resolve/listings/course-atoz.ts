import "server-only";
import { config } from "@/config/env";
import { str } from "@/mapping/attributes";
import { nodePath } from "@/mapping/node-path";
import type { TideContext } from "@/tide/context";
import { headFor } from "../head-for";
import type { LoadedPage } from "../loaded-page";
import type { SiteChrome } from "../site-chrome";
import { ATOZ_FILTERS, lettersWithTitles, startsWithLetter } from "@/mapping/course-atoz";
import { getAllResources } from "@/tide/list";

/** The course A to Z listing (display atoz) with its optional letter filter. */
export async function courseAtoz(filters: string[], path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const cfg = config();
  const base = `/study-at-${cfg.productSlug}/courses/browse-study-areas/all-courses-a-to-z`;
  const items = await getAllResources("node/course", { sort: "title", fields: { "node--course": "title,path,field_course_code,field_course_level_label,field_landing_page_summary" } }, ctx);
  const letter = filters[0] ?? null;
  const titles = items.map((r) => str(r.attributes, "title") ?? "");
  const present = lettersWithTitles(titles);
  const shown = letter ? items.filter((r) => startsWithLetter(str(r.attributes, "title") ?? "", letter)) : items;
  const title = letter ? `Courses A to Z: ${letter.toUpperCase()}` : "All courses A to Z";
  return {
    kind: "listing",
    head: await headFor(chrome, path, { title, description: `Every course at ${cfg.productName}, from A to Z.`, contentType: "course_atoz" }),
    listing: {
      title,
      intro: `Every course at ${cfg.productName}, from certificates to doctorates.`,
      filterLabel: "Courses by first letter",
      filters: [
        { title: "All", uri: base, current: letter === null },
        ...ATOZ_FILTERS.filter((f) => present.has(f)).map((f) => ({ title: f.toUpperCase(), uri: `${base}/${f}`, current: f === letter })),
      ],
      total: shown.length,
      cards: shown.map((r) => ({
        id: r.id,
        title: str(r.attributes, "title") ?? "",
        href: nodePath(r),
        meta: [str(r.attributes, "field_course_level_label"), str(r.attributes, "field_course_code")].filter(Boolean).join(" · "),
        summary: str(r.attributes, "field_landing_page_summary"),
      })),
      emptyText: "No course starts with this letter.",
    },
  };
}
