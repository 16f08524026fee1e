"use client";

import { lazy, Suspense, useState } from "react";

// The panel's code arrives when a visitor first opens a transcript (and is fetched early when they point at or
// focus its button), not with every page. (React's own lazy: next/dynamic would bring its loader to every page.)
const loadPanel = () => import("@/features/panel/Panel.client").then((m) => ({ default: m.Panel }));
const Panel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

/** Transcript state of spec §3: closed, or the panel titled 'Transcript' with the video title as subtitle. */
export function VideoTranscript({ label, videoTitle, html }: { label: string; videoTitle: string; html: string }) {
  const [open, setOpen] = useState(false);
  // The panel is drawn from the first opening on; closed, it stays in the page (as a closed dialog) after that.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" className="video__transcript-link" aria-haspopup="dialog" onPointerEnter={preloadPanel} onFocus={preloadPanel}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M14 3H6v18h12V7zM14 3v4h4M9 12h6M9 16h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {label}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Panel open={open} onClose={() => setOpen(false)} title="Transcript" subtitle={videoTitle}>
            <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          </Panel>
        </Suspense>
      )}
    </>
  );
}
