import { PAGE_VIEW_DELAY_MS } from "@/config/constants";

/** The marker a page that must not be tracked carries (its content's doNotTrack, spec §3 "Page body"). */
export const DO_NOT_TRACK_META = "yu-do-not-track";

export interface TrackingSignals {
  /** The page's own doNotTrack (the content system's field on the page). */
  pageDoNotTrack: boolean;
  /** `navigator.doNotTrack` ("1" or "yes" when the visitor asks), `window.doNotTrack` in older browsers. */
  doNotTrack: string | null | undefined;
  windowDoNotTrack?: string | null | undefined;
  /** `navigator.globalPrivacyControl`: the visitor's Global Privacy Control. */
  globalPrivacyControl: boolean | undefined;
}

/** Analytics run only when neither the page nor the visitor says no: doNotTrack, Do Not Track and GPC all win. */
export function trackingAllowed(signals: TrackingSignals): boolean {
  if (signals.pageDoNotTrack) return false;
  if (signals.globalPrivacyControl === true) return false;
  const dnt = (v: string | null | undefined) => v === "1" || v === "yes";
  return !dnt(signals.doNotTrack) && !dnt(signals.windowDoNotTrack);
}

/** The tag manager's script address: the configured script with the container id. */
export function gtmScriptSrc(scriptUrl: string, gtmId: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set("id", gtmId);
  return url.toString();
}

/** The data layer event of a page seen after a client-side navigation. */
export function pageViewEvent(path: string, title: string): Record<string, string> {
  return { event: "pageview", page_path: path, page_title: title };
}

/** How long after a page arrives its analytics run: at once for the first page, 250 ms after a client navigation (spec §9). */
export function analyticsDelay(isFirstPage: boolean): number {
  return isFirstPage ? 0 : PAGE_VIEW_DELAY_MS;
}
