// Loaded into the built site's server with `node --import` by shared-state.built.test.ts. On SIGUSR2 it changes the
// process's one configuration (src/config/process-wide.ts) as PROBE_CONFIG says (JSON), and reports on stderr, in one
// line, how many of each of the site's memos the process holds (as @yu/metrics watches them for their figures).
import { writeSync } from "node:fs";
import process from "node:process";

/** @typedef {Map<string, Set<WeakRef<object>>>} WatchedMemos */

process.on("SIGUSR2", () => {
  const held = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  const config = /** @type {Record<string, unknown> | undefined} */ (held[Symbol.for("yu.site.config")]);
  if (config !== undefined) Object.assign(config, JSON.parse(process.env.PROBE_CONFIG ?? "{}"));
  /** @type {Record<string, number>} */
  const memos = {};
  const watched = /** @type {WatchedMemos | undefined} */ (held[Symbol.for("yu.metrics.site.memos")]);
  for (const [name, refs] of watched ?? new Map()) memos[name] = [...refs].filter((ref) => ref.deref() !== undefined).length;
  writeSync(2, `${JSON.stringify({ probe: { config: config !== undefined, memos } })}\n`);
});
