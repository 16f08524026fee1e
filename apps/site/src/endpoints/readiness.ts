import "server-only";
import { config } from "@/config/env";
import { processWide } from "@/config/process-wide";
import { checkedEvery } from "@/tide/checked-every";
import { contentReachable, CONTENT_CHECK_EVERY_MS, CONTENT_CHECK_TIMEOUT_MS, CONTENT_RECHECK_FAILED_MS } from "@/tide/content-reachable";
import { sharedStore } from "./rate-limit/shared-store";

/** What an instance cannot serve without, as named in a 503's `missing`. */
export type Dependency = "content service" | "redis";

/** The shared Redis answers PING within the timeout (asked at most every CONTENT_CHECK_EVERY_MS). */
function redisReachable(url: string): Promise<boolean> {
  const check = processWide("yu.site.redis-reachable", () => checkedEvery(async () => {
    const pong = await Promise.race([
      sharedStore(url).ping(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), CONTENT_CHECK_TIMEOUT_MS).unref()),
    ]);
    return pong === "PONG";
  }, CONTENT_CHECK_EVERY_MS, CONTENT_RECHECK_FAILED_MS));
  return check();
}

/** The answer to a readiness probe, given which required dependencies are down. */
export function readinessAnswer(missing: Dependency[]): Response {
  const headers = { "cache-control": "no-store" };
  if (missing.length === 0) return Response.json({ status: "ready" }, { headers });
  return Response.json({ status: "unready", missing }, { status: 503, headers });
}

/**
 * GET /api/ready, the load balancer's readiness probe (docs/operations.md, "Readiness and liveness"): 503 naming what is missing
 * while the content service does not answer, or the shared Redis when SITE_READY_REQUIRES_REDIS is set. Liveness
 * (the process answers) is /api/health, which checks nothing.
 */
export async function answerReadiness(): Promise<Response> {
  const { redisUrl, readyRequiresRedis } = config();
  const [content, redis] = await Promise.all([
    contentReachable(),
    readyRequiresRedis && redisUrl !== null ? redisReachable(redisUrl) : Promise.resolve(true),
  ]);
  const missing: Dependency[] = [];
  if (!content) missing.push("content service");
  if (!redis) missing.push("redis");
  return readinessAnswer(missing);
}
