import type { SiteAlertModel } from "@/mapping/site-alerts";
import { hideDismissedAlertsScript } from "./hide-dismissed-script";
import { SiteAlertList } from "./SiteAlertList.client";

/** The alert area above the header (spec §2.4), rendered by the server so it shows before any JavaScript. */
export function SiteAlerts({ alerts }: { alerts: SiteAlertModel[] }) {
  if (!alerts.length) return null;
  return (
    <>
      {/* Before the alerts, so closed ones are hidden as they are parsed. */}
      <script dangerouslySetInnerHTML={{ __html: hideDismissedAlertsScript() }} />
      <SiteAlertList alerts={alerts} />
    </>
  );
}
