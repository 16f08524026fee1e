import "server-only";
import { config } from "@/config/env";
import { str } from "@/mapping/attributes";
import { ATOZ_FILTERS, lettersWithTitles, startsWithLetter } from "@/mapping/course-atoz";
import type { TideContext } from "@/tide/context";
import { getAllResources } from "@/tide/list";
import { headFor } from "../head-for";
import type { LoadedPage } from "../loaded-page";
import type { SiteChrome } from "../site-chrome";
import { courseCard } from "@/mapping/cards/listing-cards";

const letterLabel = (f: string) => (f === "0-9" ? "0–9" : f.toUpperCase());

/**
 * The course A to Z listing (display atoz) with its optional letter filter. Every course on one page: the
 * letters are the paging, and a letter holds a few dozen courses at most.
 */
export async function courseAtoz(filters: string[], path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const cfg = config();
  const base = `/study-at-${cfg.productSlug}/courses/browse-study-areas/all-courses-a-to-z`;
  const items = await getAllResources("node/course", {
    sort: "title",
    fields: { "node--course": "title,path,field_course_code,field_course_level_label,field_course_duration,field_landing_page_summary" },
  }, ctx);
  const letter = filters[0] ?? null;
  const present = lettersWithTitles(items.map((r) => str(r.attributes, "title") ?? ""));
  const shown = letter ? items.filter((r) => startsWithLetter(str(r.attributes, "title") ?? "", letter)) : items;
  const title = letter ? `Courses A to Z: ${letterLabel(letter)}` : "All courses A to Z";
  return {
    kind: "listing",
    head: await headFor(chrome, path, { title, description: `Every course at ${cfg.productName}, from A to Z.`, contentType: "course_atoz" }),
    listing: {
      title,
      intro: `Every course at ${cfg.productName}, from certificates to doctorates.`,
      filterLabel: "Courses by first letter",
      filters: [
        { title: "All", uri: base, current: letter === null },
        ...ATOZ_FILTERS.map((f) => ({ title: letterLabel(f), uri: `${base}/${f}`, current: f === letter, empty: !present.has(f) && f !== letter })),
      ],
      total: shown.length,
      cards: shown.map((r) => courseCard(r)),
      emptyText: letter ? `No course starts with “${letterLabel(letter)}”. Choose another letter, or see all courses.` : "There are no courses to show yet.",
    },
  };
}
