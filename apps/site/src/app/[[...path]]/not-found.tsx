import { headers } from "next/headers";
import { ErrorPage } from "@/components/error-page/ErrorPage";
import { errorContent } from "@/components/error-page/error-texts";
import { config } from "@/config/env";
import { NotFoundReload } from "@/features/not-found-reload/NotFoundReload.client";
import { siteContextValue } from "@/mapping/site-chrome";
import { REQUEST_PATH_HEADER } from "@/proxy/request-headers";
import { loadSiteChrome } from "@/resolve/site-chrome";
import { matchRoute } from "@/routing/route-table";

/**
 * 404: 'This page could not be found' when no route matches the path, 'Page not found' when the
 * content system has nothing at a path that could exist (spec §2.1, §8).
 */
export default async function NotFound() {
  const cfg = config();
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? "/";
  const match = matchRoute(path, new URLSearchParams(), { productSlug: cfg.productSlug, productShortName: cfg.productShortName });
  const variant = match.kind === "not-found" ? "no-route" : "not-found";
  const chrome = await loadSiteChrome(match.kind === "content" ? match.path : "/");
  const site = siteContextValue({
    site: chrome.site,
    main: chrome.main,
    inSubsite: chrome.subsite !== null,
    siteName: chrome.siteName,
    productSlug: cfg.productSlug,
    productName: cfg.productName,
    productShortName: cfg.productShortName,
  });
  const content = errorContent(variant, cfg.productSlug, site.errorOverrides);
  return (
    <ErrorPage variant={variant} {...content}>
      <NotFoundReload />
    </ErrorPage>
  );
}
