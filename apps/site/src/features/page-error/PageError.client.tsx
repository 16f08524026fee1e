"use client";

import { useEffect } from "react";
import { CHUNK_RELOAD_KEY, shouldReloadForChunkError } from "@/features/chunk-reload/should-reload";
import { NAVIGATION_FAILED_EVENT } from "@/features/navigation-status/NavigationStatus.client";
import { GenericErrorView } from "./GenericErrorView.client";

/** Any error while rendering a page: the generic error page (spec §2.4, §8). */
export function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    window.dispatchEvent(new Event(NAVIGATION_FAILED_EVENT));
    try {
      const last = sessionStorage.getItem(CHUNK_RELOAD_KEY);
      const now = Date.now();
      if (shouldReloadForChunkError(error, last === null ? null : Number(last), now)) {
        sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
        window.location.reload();
      }
    } catch {
      // No storage: no automatic reload.
    }
  }, [error]);

  return <GenericErrorView />;
}
