import { Suspense } from "react";
import { config } from "@/config/env";
import { ChatIcon } from "@/features/chat/ChatIcon";
import { ChatLauncher } from "@/features/chat/ChatLauncher.client";
import { BodyClasses } from "@/features/site-context/BodyClasses.client";
import { NavigationStatus } from "@/features/navigation-status/NavigationStatus.client";
import { SiteContextProvider } from "@/features/site-context/SiteContext.client";
import { SiteFooter } from "@/components/footer/SiteFooter";
import { ConciergeMenu } from "@/components/concierge/ConciergeMenu";
import { SiteHeader } from "@/features/header/SiteHeader.client";
import { IdlePrefetch } from "@/features/prefetch/IdlePrefetch.client";
import { LinkNavigation } from "@/features/link-navigation/LinkNavigation.client";
import { CampaignMemory } from "@/features/campaign/CampaignMemory.client";
import { QuickExit } from "@/features/quick-exit/QuickExit";
import { quickExitUrl } from "@/features/quick-exit/quick-exit-url";
import { SiteAlerts } from "@/features/site-alerts/SiteAlerts";
import { siteContextValue } from "@/mapping/site-chrome";
import { siteAlertsProps } from "@/mapping/site-alerts";
import { siteFooterProps } from "@/mapping/site-footer";
import { NEW_WINDOW_NOTE_ID } from "@/mapping/html";
import { loadChatLauncher } from "@/resolve/chat-launcher";
import { loadPage } from "@/resolve/load-page";
import { requestRoute } from "@/resolve/request-route";
import { headerFor, loadSiteChrome } from "@/resolve/site-chrome";
import { bodyClassesFromPath } from "@/routing/body-classes";
import { SkipBar } from "@/components/layout/SkipBar";

/**
 * Why a listing answered 404 (a bad filter, a page past the end), for the not-found page to say: Next's
 * not-found boundary takes no props, and the page's load is shared with this one (React cache), so this
 * costs no second request.
 */
async function listingNotFoundMessage(path: string, kind: string): Promise<string | null> {
  if (kind !== "listing" && kind !== "unit" && kind !== "unitset") return null;
  try {
    const page = await loadPage(path, "");
    return page.kind === "not-found" ? (page.message ?? null) : null;
  } catch {
    return null; // The page itself reports the failure.
  }
}

/**
 * What every page shares inside the document: skip bar, header, main content, footer, for the path's site
 * (main or subsite). The path's classes go on a wrapper, rendered by the server, and onto <body>.
 */
export async function SiteDocument({ path, bodyClasses = [], editorName = null, children }: {
  path: string;
  bodyClasses?: string[];
  /** The signed-in editor, for pages rendered per request (preview, sign-in); others learn it in the browser. */
  editorName?: string | null;
  children: React.ReactNode;
}) {
  const cfg = config();
  const [chrome, chat] = await Promise.all([loadSiteChrome(path), loadChatLauncher(path)]);
  const { match } = requestRoute(path, "");
  const classes = [...bodyClassesFromPath(path, chrome.subsite), ...bodyClasses];
  const input = {
    site: chrome.site,
    main: chrome.main,
    inSubsite: chrome.subsite !== null,
    siteName: chrome.siteName,
    productSlug: cfg.productSlug,
    productName: cfg.productName,
    productShortName: cfg.productShortName,
  };
  const exitUrl = quickExitUrl(chrome.site, path);
  const { concierge, ...header } = headerFor(chrome);
  const notFoundMessage = await listingNotFoundMessage(path, match.kind);
  return (
    <div className={["site", ...classes].join(" ")}>
      <BodyClasses classes={classes} />
      <SiteContextProvider value={{ ...siteContextValue(input), routeMatched: match.kind !== "not-found", notFoundMessage }}>
          <SkipBar productSlug={cfg.productSlug} />
          {exitUrl && <QuickExit url={exitUrl} />}
          {/* Before NavigationStatus: a link click the router follows is handled by the time that sees it. */}
          <LinkNavigation />
          <CampaignMemory />
          <Suspense fallback={null}>
            <NavigationStatus />
          </Suspense>
          <SiteAlerts alerts={siteAlertsProps(chrome.site)} />
          <SiteHeader model={header} concierge={concierge.length > 0 ? <ConciergeMenu links={concierge} /> : null} productName={cfg.productName} searchParams={cfg.searchFormParams} editorName={editorName} />
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter {...siteFooterProps(input)} />
          {chat && <ChatLauncher productName={cfg.productName} path={path} scriptUrl={chat.scriptUrl} settings={chat.settings} icon={<ChatIcon />} />}
          {/* Paths only this site serves are prefetched; none are when another site is the main one. */}
          <IdlePrefetch servedPaths={cfg.mainSiteOrigin === cfg.siteOrigin ? [] : cfg.servedPaths} />
          {/* What external links in rich text point to with aria-describedby (mapping/html.ts). */}
          <p id={NEW_WINDOW_NOTE_ID} hidden>
            Opens in a new window
          </p>
        </SiteContextProvider>
    </div>
  );
}
