/** Names the site's form adds to every submission for bot detection; never elements, never stored. */
export const HONEYPOT_FIELDS = ["website", "url"] as const;
export const STARTED_AT_FIELD = "form_started_at";
export const MIN_FILL_MS = 3_000;

export type BotVerdict = "ok" | "honeypot" | "too-fast";

/**
 * A hidden honeypot that a person never sees (so never fills), and a start time: people take more than three
 * seconds to fill a form. A honeypot name the form really uses as an element is not a honeypot. A missing start
 * time passes, so that API clients without one are judged by the other checks only.
 */
export function botVerdict(data: Readonly<Record<string, unknown>>, elementNames: ReadonlySet<string>, now: number, minFillMs: number = MIN_FILL_MS): BotVerdict {
  for (const name of HONEYPOT_FIELDS) {
    const value = data[name];
    if (!elementNames.has(name) && value !== undefined && value !== null && value !== "") return "honeypot";
  }
  const startedRaw = data[STARTED_AT_FIELD];
  if (startedRaw === undefined || startedRaw === null || startedRaw === "") return "ok";
  const started = typeof startedRaw === "number" ? startedRaw : typeof startedRaw === "string" ? Date.parse(startedRaw) || Number(startedRaw) : Number.NaN;
  if (!Number.isFinite(started) || now - started < minFillMs) return "too-fast";
  return "ok";
}
