"use client";

import { leaveSite } from "./leave-site";

/**
 * The quick-exit link itself: a click leaves the site at once (leaveSite). Its icon and words come from the
 * server (QuickExit). Without JavaScript it is a plain link to the escape page.
 */
export function QuickExitLink({ url, children }: { url: string; children: React.ReactNode }) {
  return (
    <a
      className="quick-exit"
      href={url}
      rel="noreferrer"
      referrerPolicy="no-referrer"
      onClick={(event) => {
        event.preventDefault();
        leaveSite(url, window);
      }}
    >
      {children}
    </a>
  );
}
