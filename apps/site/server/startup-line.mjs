// The one line the site server logs once it listens: what is active in this process, so that an operator reads the
// set-up from the log rather than from the environment. No secret and no credential: a Redis address is shown
// without its user and password.
import { addressWithoutCredentials, tracingOn } from "@yu/metrics";

/**
 * @typedef {object} StartupFacts
 * @property {string} url the site's own address
 * @property {boolean} dev Next's development server
 * @property {string[]} stages the stages a request meets, in order (compose.mjs)
 * @property {Iterable<string>} skipped the stages SITE_SKIP_STAGES left out
 * @property {readonly string[]} memos the in-process memos' names (src/metrics/memo-figures.ts)
 * @property {string | null} redisUrl REDIS_URL: the shared page cache and the rate limits' store; null for memory
 * @property {string | null} metrics where `GET /metrics` answers, or null
 * @property {Readonly<Record<string, string | undefined>>} env the environment (the tracing variables)
 */

/**
 * The start-up line's fields (level info).
 * @param {StartupFacts} facts
 */
export function startupLine(facts) {
  const redis = facts.redisUrl === null ? null : addressWithoutCredentials(facts.redisUrl);
  return {
    level: "info",
    msg: "The site server is listening",
    url: facts.url,
    dev: facts.dev,
    stages: facts.stages,
    skippedStages: [...facts.skipped],
    caches: {
      // Next's incremental cache (server/page-cache/): this process's memory, and Redis shared by every instance.
      pages: "memory",
      sharedPages: redis ?? "off",
      memos: facts.memos,
    },
    stores: { rateLimits: redis ?? "memory" },
    metrics: facts.metrics,
    tracing: tracingOn(facts.env) ? "on" : "off",
  };
}
