"use client";
import { PrefetchKind } from "next/dist/client/components/router-reducer/router-reducer-types";
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { LINK_PREFETCH_IDLE_TIMEOUT_MS } from "@/config/constants";
import { prefetchablePath, shouldPrefetch, type ConnectionInfo } from "./should-prefetch";

const MAX_PER_PAGE = 12;

/**
 * Prefetches the page links a visitor can see, once the browser is idle (spec §2.4, §9), so that the next
 * page opens at once — but never on a 2g connection or with data saving on, and only the pages the page cache
 * keeps by their path (`prefetchablePath`): never a search, a finder or a results page, which would be a search
 * the visitor did not ask for. Links themselves never prefetch; nothing else in the site calls `router.prefetch`.
 */
export function IdlePrefetch({ servedPaths }: { servedPaths: readonly string[] }) {
  const router = useRouter();
  const path = usePathname();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!shouldPrefetch(connection) || typeof IntersectionObserver === "undefined") return;
    const done = new Set<string>();
    let observer: IntersectionObserver | null = null;
    const start = () => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || done.size >= MAX_PER_PAGE) continue;
          const target = prefetchablePath(entry.target.getAttribute("href"), path, servedPaths);
          observer?.unobserve(entry.target);
          if (target && !done.has(target)) {
            done.add(target);
            // A full prefetch: the catch-all's pages have no loading boundary, so the default ("auto") would
            // fetch nothing for them.
            router.prefetch(target, { kind: PrefetchKind.FULL });
          }
        }
      });
      document.querySelectorAll("main a[href^='/']").forEach((a) => observer?.observe(a));
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: LINK_PREFETCH_IDLE_TIMEOUT_MS })
      : window.setTimeout(start, LINK_PREFETCH_IDLE_TIMEOUT_MS);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
    };
  }, [path, router, servedPaths]);
  return null;
}
