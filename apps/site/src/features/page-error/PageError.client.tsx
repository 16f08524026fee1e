"use client";

import { useEffect } from "react";
import { ErrorPage } from "@/components/error-page/ErrorPage";
import { errorContent } from "@/components/error-page/error-texts";
import { CHUNK_RELOAD_KEY, shouldReloadForChunkError } from "@/features/chunk-reload/should-reload";
import { NAVIGATION_FAILED_EVENT } from "@/features/navigation-status/NavigationStatus.client";
import { useSiteContext } from "@/features/site-context/SiteContext.client";

/** Any error while rendering a page: the generic error page (spec §2.4, §8). */
export function PageError({ error }: { error: Error & { digest?: string } }) {
  const site = useSiteContext();

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

  const content = errorContent("generic", site?.productSlug ?? "yu", site?.errorOverrides ?? null);
  return <ErrorPage variant="generic" {...content} />;
}
