"use client";

import { useId, useState, useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * One group of the footer's top menu. Below 992 px it is an accordion item (WAI-ARIA accordion: a heading
 * holding a button that controls its panel); from 992 px, and always before JavaScript runs, the heading is
 * the group's link and its panel is open, so the links never depend on this component.
 */
export function FooterMenuGroup({ title, heading, children }: { title: string; heading: React.ReactNode; children?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const enhanced = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const panelId = useId();
  const hasPanel = Boolean(children);
  return (
    <div className="footer-menu__group" data-enhanced={enhanced && hasPanel ? "" : undefined} data-open={open ? "" : undefined}>
      <h2 className="footer-menu__heading">
        <span className="footer-menu__heading-link">{heading}</span>
        {enhanced && hasPanel && (
          <button type="button" className="footer-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {title}
            <svg className="footer-menu__chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" d="m6 9 6 6 6-6" />
            </svg>
          </button>
        )}
      </h2>
      {hasPanel && (
        <div id={panelId} className="footer-menu__panel">
          {children}
        </div>
      )}
    </div>
  );
}
