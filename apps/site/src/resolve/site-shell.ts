import "server-only";
import { config } from "@/config/env";
import { quickExitUrl } from "@/features/quick-exit/quick-exit-url";
import type { ConciergeLinkModel } from "@/mapping/concierge-link";
import { siteAlertsProps, type SiteAlertModel } from "@/mapping/site-alerts";
import { siteContextValue } from "@/mapping/site-chrome";
import type { SiteContextValue } from "@/mapping/site-context";
import { siteFooterProps, type SiteFooterProps } from "@/mapping/site-footer";
import type { SiteHeaderModel } from "@/mapping/site-header";
import { bodyClassesFromPath } from "@/routing/body-classes";
import { loadChatLauncher, type ChatLauncherData } from "./chat-launcher";
import { loadPage } from "./load-page";
import { requestRoute } from "./request-route";
import { headerFor, loadSiteChrome } from "./site-chrome";

/** What the document shell around every page shows for a path: its site's chrome, alerts and chat. */
export interface SiteShell {
  path: string;
  /** The classes of the path's site and section, for the wrapper and <body>. */
  classes: string[];
  context: SiteContextValue;
  quickExitUrl: string | null;
  alerts: SiteAlertModel[];
  header: Omit<SiteHeaderModel, "concierge">;
  concierge: ConciergeLinkModel[];
  footer: SiteFooterProps;
  /** Null when the path shows no chat launcher. */
  chat: ChatLauncherData | null;
}

/**
 * Why a listing answered 404 (a bad filter, a page past the end), for the not-found page to say: Next's
 * not-found boundary takes no props, and the page's load is shared with the shell's (React cache), so this
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

/** The shell's data for a path (main site or subsite); never throws for a content outage. */
export async function loadSiteShell(path: string): Promise<SiteShell> {
  const cfg = config();
  const [chrome, chat] = await Promise.all([loadSiteChrome(path), loadChatLauncher(path)]);
  const { match } = requestRoute(path, "");
  const input = {
    site: chrome.site,
    main: chrome.main,
    inSubsite: chrome.subsite !== null,
    siteName: chrome.siteName,
    productSlug: cfg.productSlug,
    productName: cfg.productName,
    productShortName: cfg.productShortName,
  };
  const { concierge, ...header } = headerFor(chrome);
  const notFoundMessage = await listingNotFoundMessage(path, match.kind);
  return {
    path,
    classes: bodyClassesFromPath(path, chrome.subsite),
    context: { ...siteContextValue(input), routeMatched: match.kind !== "not-found", notFoundMessage },
    quickExitUrl: quickExitUrl(chrome.site, path),
    alerts: siteAlertsProps(chrome.site),
    header,
    concierge,
    footer: siteFooterProps(input),
    chat,
  };
}
