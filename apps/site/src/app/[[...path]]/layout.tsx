import "../globals.css";
import { Suspense } from "react";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { SkipBar } from "@/components/layout/SkipBar";
import { config } from "@/config/env";
import { NavigationStatus } from "@/features/navigation-status/NavigationStatus.client";
import { SiteContextProvider } from "@/features/site-context/SiteContext.client";
import { footerProps, headerProps, siteContextValue } from "@/mapping/site-chrome";
import { loadSiteChrome } from "@/resolve/site-chrome";
import { pathFromSegments } from "@/resolve/request-path";
import { bodyClassesFromPath } from "@/routing/body-classes";
import { normalisePath } from "@/routing/normalise-path";

interface LayoutProps {
  children: React.ReactNode;
  params: Promise<{ path?: string[] }>;
}

/**
 * The root layout lives in the catch-all segment so that it knows the path: body classes derive from
 * it (spec §2.4) and so does the subsite whose chrome frames the page.
 */
export default async function SiteLayout({ children, params }: LayoutProps) {
  const cfg = config();
  const normalised = normalisePath(pathFromSegments((await params).path));
  const path = normalised.ok ? normalised.path : "/";
  const chrome = await loadSiteChrome(path);
  const input = {
    site: chrome.site,
    main: chrome.main,
    inSubsite: chrome.subsite !== null,
    siteName: chrome.siteName,
    productSlug: cfg.productSlug,
    productName: cfg.productName,
    productShortName: cfg.productShortName,
  };
  return (
    <html lang="en">
      <body className={bodyClassesFromPath(path, chrome.subsite).join(" ")}>
        <SiteContextProvider value={siteContextValue(input)}>
          <SkipBar productSlug={cfg.productSlug} />
          <Suspense fallback={null}>
            <NavigationStatus />
          </Suspense>
          <SiteHeader {...headerProps(input)} />
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter {...footerProps(input)} />
        </SiteContextProvider>
      </body>
    </html>
  );
}
