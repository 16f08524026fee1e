"use client";

import { useEffect } from "react";
import { NOT_FOUND_RELOAD_KEY, shouldReloadNotFound } from "./should-reload";

/** Reloads a 404 reached by in-app navigation once per session (spec §4). */
export function NotFoundReload() {
  useEffect(() => {
    try {
      const entry = performance.getEntriesByType("navigation")[0];
      const documentUrl = entry ? entry.name : null;
      const flagSet = sessionStorage.getItem(NOT_FOUND_RELOAD_KEY) !== null;
      if (shouldReloadNotFound({ documentUrl, currentUrl: window.location.href, flagSet })) {
        sessionStorage.setItem(NOT_FOUND_RELOAD_KEY, "1");
        window.location.reload();
      }
    } catch {
      // Storage can be unavailable (private mode): then the page simply stays.
    }
  }, []);
  return null;
}
