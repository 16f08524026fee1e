"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { clickedLink, routerLinkHref } from "./router-link-href";

/**
 * Follows clicks on the site's links (SiteLink) with the router, without a full page load: one listener for
 * every link on the page, so that no link needs a script of its own. It must come before NavigationStatus in
 * the page, as Next's Link did: a followed click has been handled (default prevented) when that sees it.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = clickedLink(event.target);
      const href = link === null ? null : routerLinkHref(link, event, window.location.origin);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);
  return null;
}
