"use client";

import { useMemo, useSyncExternalStore } from "react";
import type { AlertType } from "@/mapping/site-alerts";
import { parseDismissed } from "./dismissed-alerts";
import { dismissAlert, dismissedServerSnapshot, dismissedSnapshot, subscribeDismissed } from "./dismissed-store";

/** One alert as the list needs it: its content comes rendered from the server (SiteAlertContent). */
export interface SiteAlertItem {
  id: string;
  type: AlertType;
  /** What its close button says to screen readers. */
  closeLabel: string;
  content: React.ReactNode;
}

/** The alert area: every alert the visitor has not closed; closing one is remembered per alert id. */
export function SiteAlertList({ alerts }: { alerts: SiteAlertItem[] }) {
  const stored = useSyncExternalStore(subscribeDismissed, dismissedSnapshot, dismissedServerSnapshot);
  const dismissed = useMemo(() => new Set(parseDismissed(stored)), [stored]);
  // The close buttons need JavaScript: without it they would be dead controls, so they appear on hydration.
  const interactive = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const open = alerts.filter((a) => !dismissed.has(a.id));
  if (!open.length) return null;

  const close = (id: string) => {
    // Focus moves to the next open alert's close button (or the previous one) rather than being lost.
    const index = open.findIndex((a) => a.id === id);
    const neighbour = open[index + 1] ?? open[index - 1];
    dismissAlert(id);
    if (neighbour) document.getElementById(closeId(neighbour.id))?.focus();
  };

  return (
    <section className="site-alerts" aria-label="Site alerts">
      {open.map((alert) => (
        <div key={alert.id} className={`site-alert site-alert--${alert.type}`} data-site-alert={alert.id}>
          <div className="container site-alert__inner">
            {alert.content}
            {interactive ? (
              <button type="button" id={closeId(alert.id)} className="site-alert__close" onClick={() => close(alert.id)}>
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                </svg>
                <span className="visually-hidden">{alert.closeLabel}</span>
              </button>
            ) : (
              // The button's room, kept from the first paint: the text does not reflow when the button arrives.
              <span className="site-alert__close site-alert__close--room" aria-hidden="true" />
            )}
          </div>
        </div>
      ))}
    </section>
  );
}

const closeId = (id: string) => `site-alert-close-${id}`;
const subscribeNothing = () => () => {};
