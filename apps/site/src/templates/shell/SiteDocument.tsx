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
import { EarlyPress } from "@/features/early-press/EarlyPress";
import { QuickExit } from "@/features/quick-exit/QuickExit";
import { SiteAlerts } from "@/features/site-alerts/SiteAlerts";
import { NEW_WINDOW_NOTE_ID } from "@/mapping/html";
import type { SiteShell } from "@/resolve/site-shell";
import { SkipBar } from "@/components/layout/SkipBar";

/**
 * What every page shares inside the document: skip bar, header, main content, footer, for the path's site
 * (main or subsite), from its shell's data (resolve/site-shell.ts). The path's classes go on a wrapper,
 * rendered by the server, and onto <body>.
 */
export function SiteDocument({ shell, bodyClasses = [], editorName = null, children }: {
  shell: SiteShell;
  bodyClasses?: string[];
  /** The signed-in editor, for pages rendered per request (preview, sign-in); others learn it in the browser. */
  editorName?: string | null;
  children: React.ReactNode;
}) {
  const cfg = config();
  const classes = [...shell.classes, ...bodyClasses];
  const { chat, concierge } = shell;
  return (
    <div className={["site", ...classes].join(" ")}>
      <BodyClasses classes={classes} />
      <SiteContextProvider value={shell.context}>
          {/* Before every control: a button pressed before the page's scripts have run is pressed once they have. */}
          <EarlyPress />
          <SkipBar productSlug={cfg.productSlug} />
          {shell.quickExitUrl && <QuickExit url={shell.quickExitUrl} />}
          {/* Before NavigationStatus: a link click the router follows is handled by the time that sees it. */}
          <LinkNavigation />
          <CampaignMemory />
          <Suspense fallback={null}>
            <NavigationStatus />
          </Suspense>
          <SiteAlerts alerts={shell.alerts} />
          <SiteHeader model={shell.header} concierge={concierge.length > 0 ? <ConciergeMenu links={concierge} /> : null} productName={cfg.productName} searchParams={cfg.searchFormParams} editorName={editorName} />
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter {...shell.footer} />
          {chat && <ChatLauncher productName={cfg.productName} path={shell.path} scriptUrl={chat.scriptUrl} settings={chat.settings} icon={<ChatIcon />} />}
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
