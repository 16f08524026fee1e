"use client";

import { ErrorPage } from "@/components/error-page/ErrorPage";
import { errorContent } from "@/components/error-page/error-texts";
import { useSiteContext } from "@/features/site-context/SiteContext.client";
import { NotFoundReload } from "./NotFoundReload.client";

/**
 * 404: 'This page could not be found' when no route matches the path, 'Page not found' when the content
 * system has nothing at a path that could exist (spec §2.1, §8). The layout knows which.
 */
export function NotFoundView() {
  const site = useSiteContext();
  const variant = site && !site.routeMatched ? "no-route" : "not-found";
  const content = errorContent(variant, site?.productSlug ?? "yu", site?.errorOverrides ?? null);
  return (
    <ErrorPage variant={variant} {...content} {...(site?.notFoundMessage ? { reason: site.notFoundMessage } : {})}>
      <NotFoundReload />
    </ErrorPage>
  );
}
