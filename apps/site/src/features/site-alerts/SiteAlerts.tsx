import type { SiteAlertModel } from "@/mapping/site-alerts";
import { closeLabel } from "./alert-labels";
import { hideDismissedAlertsScript } from "./hide-dismissed-script";
import { SiteAlertContent } from "./SiteAlertContent";
import { SiteAlertList, type SiteAlertItem } from "./SiteAlertList.client";

/** What the alert list needs of each alert, its content rendered here so that none of it ships as script. */
export function siteAlertItems(alerts: SiteAlertModel[]): SiteAlertItem[] {
  return alerts.map((alert) => ({ id: alert.id, type: alert.type, closeLabel: closeLabel(alert), content: <SiteAlertContent alert={alert} /> }));
}

/** The alert area above the header (spec §2.4), rendered by the server so it shows before any JavaScript. */
export function SiteAlerts({ alerts }: { alerts: SiteAlertModel[] }) {
  if (!alerts.length) return null;
  return (
    <>
      {/* Before the alerts, so closed ones are hidden as they are parsed. */}
      <script dangerouslySetInnerHTML={{ __html: hideDismissedAlertsScript() }} />
      <SiteAlertList alerts={siteAlertItems(alerts)} />
    </>
  );
}
