import { QuickExitLink } from "./QuickExitLink.client";

/**
 * The quick-exit button of spec §2.4, fixed to a corner so it stays in reach as the page scrolls. Without
 * JavaScript it is a plain link to the escape page.
 */
export function QuickExit({ url }: { url: string }) {
  return (
    <QuickExitLink url={url}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l5-5-5-5M15 12H4" />
      </svg>
      Quick exit
    </QuickExitLink>
  );
}
