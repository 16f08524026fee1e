"use client";

import { useState } from "react";
import { Panel } from "@/features/panel/Panel.client";

/** Transcript state of spec §3: closed, or the panel titled 'Transcript' with the video title as subtitle. */
export function VideoTranscript({ label, videoTitle, html }: { label: string; videoTitle: string; html: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="video__transcript-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M14 3H6v18h12V7zM14 3v4h4M9 12h6M9 16h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {label}
      </button>
      <Panel open={open} onClose={() => setOpen(false)} title="Transcript" subtitle={videoTitle}>
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </Panel>
    </>
  );
}
