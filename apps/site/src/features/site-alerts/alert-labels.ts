import type { AlertType, SiteAlertModel } from "@/mapping/site-alerts";

/** Said before each title, so the type does not depend on colour or icon. */
export const TYPE_LABEL: Record<AlertType, string> = { emergency: "Emergency", warning: "Warning", info: "Information" };

/** What the close button of an alert says to screen readers. */
export function closeLabel(alert: Pick<SiteAlertModel, "title" | "type">): string {
  return `Close alert: ${alert.title || TYPE_LABEL[alert.type]}`;
}
