"use client";

import { useEffect, useId, useRef } from "react";
import { focusableIn, wrapFocus } from "./focus-trap";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: string | null;
  children: React.ReactNode;
}

/** Page-level state of spec §4: a class on <html> while any panel is open (locks the page's scrolling). */
const OPEN_CLASS = "has-open-panel";

/**
 * Modal panel (spec §2.4): the native dialog makes the rest of the page inert and draws the overlay
 * (::backdrop); Escape closes it, Tab wraps inside it, and focus returns to the element that opened it.
 */
export function Panel({ open, onClose, title, subtitle, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const subtitleId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      d.showModal();
      document.documentElement.classList.add(OPEN_CLASS);
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  // Closing by any route (button, Escape, overlay, unmount) clears the page state and restores focus.
  const onDialogClose = () => {
    document.documentElement.classList.remove(OPEN_CLASS);
    opener.current?.focus();
    opener.current = null;
    if (open) onClose();
  };
  useEffect(() => () => document.documentElement.classList.remove(OPEN_CLASS), []);

  return (
    <dialog
      ref={dialog}
      className="panel"
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      onClose={onDialogClose}
      onKeyDown={(e) => {
        if (e.key === "Tab" && dialog.current) wrapFocus(e, focusableIn(dialog.current));
      }}
      onClick={(e) => {
        // A click on the overlay (outside the panel's box) lands on the dialog element itself.
        if (e.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="panel__box">
        <div className="panel__header">
          <div>
            <h2 id={titleId} className="panel__title">{title}</h2>
            {subtitle && <p id={subtitleId} className="panel__subtitle">{subtitle}</p>}
          </div>
          <button type="button" className="panel__close" onClick={() => dialog.current?.close()}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        <div className="panel__body" tabIndex={0}>
          {children}
        </div>
      </div>
    </dialog>
  );
}
