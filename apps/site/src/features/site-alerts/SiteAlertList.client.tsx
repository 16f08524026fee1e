"use client";

import { useMemo, useSyncExternalStore } from "react";
import { SiteLink } from "@/components/link/SiteLink";
import type { AlertType, SiteAlertModel } from "@/mapping/site-alerts";
import { AlertIcon } from "./AlertIcon";
import { parseDismissed } from "./dismissed-alerts";
import { dismissAlert, dismissedServerSnapshot, dismissedSnapshot, subscribeDismissed } from "./dismissed-store";

/** Said before each title, so the type does not depend on colour or icon. */
const TYPE_LABEL: Record<AlertType, string> = { emergency: "Emergency", warning: "Warning", info: "Information" };

/** The alert area: every alert the visitor has not closed; closing one is remembered per alert id. */
export function SiteAlertList({ alerts }: { alerts: SiteAlertModel[] }) {
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
            <AlertIcon type={alert.type} />
            <div className="site-alert__body">
              <h2 className="site-alert__title">
                <span className="visually-hidden">{TYPE_LABEL[alert.type]}: </span>
                {alert.title}
              </h2>
              {alert.messageHtml && <div className="site-alert__message" dangerouslySetInnerHTML={{ __html: alert.messageHtml }} />}
              {alert.link && (
                <p className="site-alert__link">
                  <SiteLink href={alert.link.uri}>{alert.link.title}</SiteLink>
                </p>
              )}
            </div>
            {interactive ? (
              <button type="button" id={closeId(alert.id)} className="site-alert__close" onClick={() => close(alert.id)}>
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                </svg>
                <span className="visually-hidden">Close alert: {alert.title || TYPE_LABEL[alert.type]}</span>
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
