import type { SiteAlert, SiteData } from "@/tide/types";
import { sanitiseHtml } from "./html";
import { cleanUri, type LinkModel } from "./link";

export type AlertType = SiteAlert["type"];

export interface SiteAlertModel {
  id: string;
  type: AlertType;
  title: string;
  /** Sanitised HTML. */
  messageHtml: string;
  link: LinkModel | null;
}

/** Emergencies first, then warnings, then information; the content system's order within each. */
const ORDER: Record<AlertType, number> = { emergency: 0, warning: 1, info: 2 };

/** The alerts of the site whose chrome frames the page; an alert with neither title nor message is left out. */
export function siteAlertsProps(site: Pick<SiteData, "site_alerts"> | null): SiteAlertModel[] {
  const seen = new Set<string>();
  return (site?.site_alerts ?? [])
    .flatMap((alert): SiteAlertModel[] => {
      const title = alert.title.trim();
      const messageHtml = sanitiseHtml(alert.message).trim();
      if ((!title && !messageHtml) || !alert.id || seen.has(alert.id)) return [];
      seen.add(alert.id);
      const link =
        alert.link && alert.link.uri.trim()
          ? { title: alert.link.title.trim() || "Find out more", uri: cleanUri(alert.link.uri.trim()) }
          : null;
      return [{ id: alert.id, type: alert.type, title, messageHtml, link }];
    })
    .map((alert, index) => ({ alert, index }))
    .sort((a, b) => ORDER[a.alert.type] - ORDER[b.alert.type] || a.index - b.index)
    .map(({ alert }) => alert);
}
