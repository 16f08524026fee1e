"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useReducer, useState } from "react";
import { ANNOUNCER_DELAY_MS, LOADING_BAR } from "@/config/constants";
import { NOT_FOUND_RELOAD_KEY } from "@/features/not-found-reload/should-reload";
import { anchorId, waitForAnchor } from "./anchor-wait";
import { isRouterNavigation, loadedAnnouncement, LOADING_ANNOUNCEMENT } from "./announcement";
import { initialLoadingBar, loadingBarReducer, timerFor } from "./loading-bar-state";

export const NAVIGATION_FAILED_EVENT = "yu:navigation-failed";

/**
 * Module state, not component state: the root layout lives in the catch-all segment, so a navigation to
 * another path may mount a fresh copy of this component. Only the very first mount is the page load.
 */
let documentLoaded = false;

/** The router's loading bar and the screen-reader announcements of spec §2.4. */
export function NavigationStatus() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [bar, dispatch] = useReducer(loadingBarReducer, initialLoadingBar);
  const [message, setMessage] = useState("");

  // The layout has mounted: a later in-app 404 may reload once more (spec §4).
  useEffect(() => {
    try {
      sessionStorage.removeItem(NOT_FOUND_RELOAD_KEY);
    } catch {
      // No storage: nothing to clear.
    }
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute("download") };
      if (isRouterNavigation(link, event, new URL(window.location.href))) {
        dispatch({ type: "start" });
        setMessage(LOADING_ANNOUNCEMENT);
      }
    };
    const onPop = () => dispatch({ type: "start" });
    const onFail = () => dispatch({ type: "fail" });
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPop);
    window.addEventListener(NAVIGATION_FAILED_EVENT, onFail);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPop);
      window.removeEventListener(NAVIGATION_FAILED_EVENT, onFail);
    };
  }, []);

  // A new path or query has rendered: the navigation finished.
  useEffect(() => {
    if (!documentLoaded) {
      documentLoaded = true;
      return;
    }
    dispatch({ type: "finish" });
    const timer = window.setTimeout(() => setMessage(loadedAnnouncement(document.title)), ANNOUNCER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);

  // A #target the page draws late (a form that loads on demand, a panel a script opens) is waited for.
  useEffect(() => {
    const id = anchorId(window.location.hash);
    if (id === null) return;
    return waitForAnchor(id, {
      find: (target) => document.getElementById(target),
      onFound: (target) => target.scrollIntoView({ block: "start" }),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
    });
  }, [pathname, search]);

  useEffect(() => {
    const timer = timerFor(bar.phase);
    if (!timer) return;
    const id = window.setTimeout(() => dispatch(timer.event), timer.ms);
    return () => window.clearTimeout(id);
  }, [bar.phase]);

  return (
    <>
      <div
        className={`loading-bar loading-bar--${bar.phase}`}
        style={{ "--loading-bar-duration": `${LOADING_BAR.durationMs}ms` } as React.CSSProperties}
        aria-hidden="true"
      />
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </div>
    </>
  );
}
