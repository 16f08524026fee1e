import { config } from "@/config/env";
import { processWide } from "@/config/process-wide";
import { checkedEvery } from "./checked-every";

/** How long the content service's answer is kept: Varnish probes every second, the service is asked at most this often. */
export const CONTENT_CHECK_EVERY_MS = 5_000;
/** How long a failed check is kept: one slow answer on a busy machine fails one probe, not five. */
export const CONTENT_RECHECK_FAILED_MS = 1_000;
/** How long the check waits for the content service's answer. */
export const CONTENT_CHECK_TIMEOUT_MS = 1_000;

/** Whether the content service answers its readiness (`GET /ready`: up, with its database) within the timeout. */
export async function askContentReady(baseUrl: string, basicAuth: string | null, timeoutMs = CONTENT_CHECK_TIMEOUT_MS): Promise<boolean> {
  const headers: Record<string, string> = basicAuth ? { authorization: `Basic ${Buffer.from(basicAuth).toString("base64")}` } : {};
  try {
    const res = await fetch(`${baseUrl}/ready`, { headers, cache: "no-store", signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** The content service's readiness as this process last saw it (asked at most every CONTENT_CHECK_EVERY_MS while it answers, every second while it does not). */
export function contentReachable(): Promise<boolean> {
  const check = processWide("yu.site.content-reachable", () =>
    checkedEvery(() => askContentReady(config().contentApiUrl, config().contentBasicAuth), CONTENT_CHECK_EVERY_MS, CONTENT_RECHECK_FAILED_MS));
  return check();
}
