// The answer stages an operator may leave out (SITE_SKIP_STAGES, docs/configuration.md, "Site"): the ones that only make an
// answer smaller or let the page paint sooner — compression where the edge compresses, the 304s where a cache in
// front answers them. Every other stage is the site's behaviour or its safety, and naming it refuses to start.
import { StageError } from "./compose.mjs";

export const OPTIONAL_STAGES = ["scripts-after-paint", "compression", "not-modified"];

/**
 * The stage names SITE_SKIP_STAGES lists (comma-separated, blanks ignored). Throws StageError for any other name.
 * @param {string | undefined} value
 * @returns {Set<string>}
 */
export function skippedStages(value) {
  const names = (value ?? "").split(",").map((name) => name.trim()).filter((name) => name !== "");
  for (const name of names) {
    if (!OPTIONAL_STAGES.includes(name)) {
      throw new StageError(name, `SITE_SKIP_STAGES may name only ${OPTIONAL_STAGES.join(", ")}`);
    }
  }
  return new Set(names);
}
