// Finding a course under load: study-area browse pages (each interest area, both audiences, with and without
// the upcoming-intake filter) and the course finder (/course-discovery, rotating queries, filters and sorts),
// on the catalogue the bench seeded (BENCH_SCALE). Called by run.ts.
import { firstLoadJs } from "./first-load-js.ts";
import { load, onePass, printRows, type LatencyRow } from "./latency.ts";

const BROWSE = "/study-at-yu/courses/browse-study-areas";
/** Every interest area of the demo university, as {area}/{interest}. */
const INTEREST_AREAS = [
  "arts-humanities/creative-writing", "arts-humanities/community-services", "arts-humanities/indigenous-studies",
  "business/accounting-finance", "business/management-leadership", "business/marketing", "business/supply-chain-logistics",
  "computers-it/cyber-security", "computers-it/software-development", "computers-it/data-analytics",
  "education/early-childhood", "education/primary-secondary-teaching",
  "engineering-science/civil-engineering", "engineering-science/electrical-engineering", "engineering-science/laboratory-environmental-science",
  "health-biomedicine/nursing", "health-biomedicine/biomedical-science", "health-biomedicine/psychology", "health-biomedicine/public-health",
  "law-justice/law", "law-justice/criminology-justice", "law-justice/legal-services",
  "sports-exercise/exercise-science", "sports-exercise/sport-coaching", "sports-exercise/sport-management", "sports-exercise/fitness",
  "trades/building-construction", "trades/electrical-trades", "trades/automotive",
  "vce-preparation-english/english-language", "vce-preparation-english/vce", "vce-preparation-english/foundation-studies",
];
const VARIANTS = ["", "?audience=international", "?intake=upcoming", "?audience=international&intake=upcoming"];
const BROWSE_PAGES = INTEREST_AREAS.flatMap((area) => VARIANTS.map((variant) => `${BROWSE}/${area}${variant}`));

// Beside course words: a stop word the thesaurus knows, typos (one and two edits), an abbreviation, a query of stop words.
const QUERIES = ["", "nursing", "business", "engineering", "teaching", "cyber", "law", "sport", "diploma", "masters", "data", "trades",
  "IT", "busines", "psycholgy", "enginnering", "comp sci", "master of IT", "the"];
const FILTERS = ["", "f.Study+area%7CstudyTopicArea=Business", "f.Study+level%7CstudyLevel=TAFE", "f.Campus%7Ccampus=Footscray+Park",
  "f.Study+mode%7CstudyMode=Part+time", "f.Delivery+mode%7CdeliveryMode=Online"];
const SORTS = ["", "title", "metanextIntake"];

/** The n-th finder address: query × filter × sort × audience (684 of them). */
function finderPath(n: number): string {
  const parts = [
    QUERIES[n % QUERIES.length] ? `query=${QUERIES[n % QUERIES.length]}` : "",
    FILTERS[Math.floor(n / QUERIES.length) % FILTERS.length]!,
    SORTS[Math.floor(n / (QUERIES.length * FILTERS.length)) % SORTS.length] ? `sort=${SORTS[Math.floor(n / (QUERIES.length * FILTERS.length)) % SORTS.length]}` : "",
    Math.floor(n / (QUERIES.length * FILTERS.length * SORTS.length)) % 2 === 1 ? "audience=international" : "",
  ].filter((p) => p !== "");
  return parts.length === 0 ? "/course-discovery" : `/course-discovery?${parts.join("&")}`;
}
const FINDER_PAGES = Array.from({ length: QUERIES.length * FILTERS.length * SORTS.length * 2 }, (_, n) => finderPath(n));

/** The search service's request for a finder query (as the site asks it), on its own page so that no answer is cached. */
const servicePath = (query: string, page: number) => `/s/search.json?${new URLSearchParams({ collection: "yu-search-courses", profile: "_default",
  query, num_ranks: "12", start_rank: String(1 + 12 * page), "f.Tabs|courses": "Courses & units", "f.Student type|studentType": "Australian resident" })}`;
const TEXT_QUERIES = QUERIES.filter((query) => query !== "");

export interface CoursesBenchOptions {
  siteUrl: string;
  contentUrl: string;
  connections: number;
  duration: number;
}

export interface CoursesBench {
  rows: LatencyRow[];
  browseKb: number;
  finderKb: number;
}

export async function benchCourses({ siteUrl, contentUrl, connections, duration }: CoursesBenchOptions): Promise<CoursesBench> {
  const rows: LatencyRow[] = [];
  // One uncached query of the search service, for each finder query five times (each time another page).
  rows.push(await onePass(`content /s/search.json, finder queries, uncached (${TEXT_QUERIES.length} queries × 5 pages, 1 connection)`, contentUrl,
    [0, 1, 2, 3, 4].flatMap((page) => TEXT_QUERIES.map((query) => servicePath(query, page)))));
  // First visits: each page rendered once (the course search asks the search service; the page cache is empty).
  rows.push(await onePass(`browse pages, first visit each (${BROWSE_PAGES.length} pages, 1 connection)`, siteUrl, BROWSE_PAGES));
  rows.push(await onePass(`finder, first visit each (${FINDER_PAGES.length} addresses, 1 connection)`, siteUrl, FINDER_PAGES));
  let b = 0;
  rows.push(await load(`browse pages, rotating (${BROWSE_PAGES.length} pages)`, {
    url: siteUrl, connections, duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: BROWSE_PAGES[b++ % BROWSE_PAGES.length]! }) }],
  }));
  // What most visitors ask (a query, no filter): a working set the page cache holds.
  const popular = QUERIES.map((query) => (query === "" ? "/course-discovery" : `/course-discovery?query=${encodeURIComponent(query)}`));
  let c = 0;
  rows.push(await load(`finder, rotating queries without filters, cached (${popular.length} addresses)`, {
    url: siteUrl, connections, duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: popular[c++ % popular.length]! }) }],
  }));
  let f = 0;
  rows.push(await load(`finder, rotating (${FINDER_PAGES.length} addresses)`, {
    url: siteUrl, connections, duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: FINDER_PAGES[f++ % FINDER_PAGES.length]! }) }],
  }));
  const browse = await firstLoadJs(siteUrl, `${BROWSE}/business/accounting-finance`);
  const finder = await firstLoadJs(siteUrl, "/course-discovery?query=nursing");
  return { rows, browseKb: browse.gzipBytes / 1024, finderKb: finder.gzipBytes / 1024 };
}

export function printCourses(bench: CoursesBench, connections: number, duration: number): void {
  console.log(`\nFinding a course: ${connections} connections, ${duration} s per load, loopback, 2 cores\n`);
  printRows(bench.rows);
  console.log(`first-load JavaScript: browse page ${bench.browseKb.toFixed(1)} KB gzip; course finder ${bench.finderKb.toFixed(1)} KB gzip`);
}
