import { COMPARE_AUDIENCE_PARAM, COMPARE_MAX, COMPARE_PARAM, COMPARE_PATH } from "./shortlist-paths";

const COURSE_CODE = /^[A-Za-z0-9]{2,12}$/;
/** Values read from one address at most: a longer list is not a comparison anyone asked for. */
const VALUES_READ = 50;
/** How much of a rejected value is repeated back. */
const SHOWN_CHARS = 24;

export interface CompareQuery {
  /** Course codes to compare, in the address's order, each once (letter case aside), at most COMPARE_MAX. */
  codes: string[];
  /** Further codes the address asked for, beyond COMPARE_MAX. */
  extra: string[];
  /** Values that are not course codes, shortened for showing back. */
  malformed: string[];
  /** Whose fees the comparison shows (`audience=international`; Australian students otherwise). */
  audience: "domestic" | "international";
}

/** A rejected value as it may be said back: shortened, control characters as "?". */
const shown = (value: string) => {
  const printable = value.replace(/\p{Cc}/gu, "?");
  return printable.length > SHOWN_CHARS ? `${printable.slice(0, SHOWN_CHARS)}…` : printable;
};

/** The compare page's courses from its query string (`course=CODE`, repeated). Pure. */
export function parseCompareQuery(params: URLSearchParams): CompareQuery {
  const codes: string[] = [];
  const extra: string[] = [];
  const malformed: string[] = [];
  const seen = new Set<string>();
  for (const raw of params.getAll(COMPARE_PARAM).slice(0, VALUES_READ)) {
    const value = raw.trim();
    if (value === "") continue;
    if (!COURSE_CODE.test(value)) {
      if (!malformed.includes(shown(value))) malformed.push(shown(value));
      continue;
    }
    const key = value.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    (codes.length < COMPARE_MAX ? codes : extra).push(value);
  }
  return { codes, extra, malformed, audience: params.get(COMPARE_AUDIENCE_PARAM) === "international" ? "international" : "domestic" };
}

/** The compare page for these codes (the page itself when there are none), for one audience. */
export function compareHref(codes: readonly string[], audience: CompareQuery["audience"] = "domestic"): string {
  const params = new URLSearchParams(codes.map((code) => [COMPARE_PARAM, code]));
  if (audience === "international" && codes.length > 0) params.set(COMPARE_AUDIENCE_PARAM, "international");
  const query = params.toString();
  return query ? `${COMPARE_PATH}?${query}` : COMPARE_PATH;
}
