// The build's id (`.next/BUILD_ID`), which the shared store's keys hold: two deployments never serve each other's
// entries.
import { readFileSync } from "node:fs";
import path from "node:path";

/** Each build directory's id, once found (Next makes a cache handler per request). */
/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * The build's id, or null before the build has one (while it is being built).
 * @param {string | undefined} serverDistDir Next's `.next/server`
 * @returns {string | null}
 */
export function buildId(serverDistDir) {
  if (!serverDistDir) return null;
  const known = buildIds.get(serverDistDir);
  if (known !== undefined) return known;
  let id = null;
  try {
    id = readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim() || null;
  } catch {
    id = null;
  }
  // An id found is the build's for good; a missing one may be written later in the build.
  if (id !== null) buildIds.set(serverDistDir, id);
  return id;
}
