"use client";

import { useRef, useState } from "react";
import type { VideoHost } from "@/mapping/paragraphs/video-embed-url";
import { commandFor, youtubeCommand, YOUTUBE_ORIGIN } from "./youtube-command";

/**
 * Banner video (spec §4: playing or paused). It starts paused, so nothing moves on a page until the person
 * asks (and no data is spent on a phone); the toggle drives the player through postMessage.
 */
export function BannerVideo({ src, host, title, aspectRatio }: { src: string; host: VideoHost; title: string; aspectRatio: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = () => {
    const next = !playing;
    setPlaying(next);
    const target = frame.current?.contentWindow;
    if (!target) return;
    if (host === "youtube") target.postMessage(youtubeCommand(commandFor(next)), YOUTUBE_ORIGIN);
    else target.postMessage(JSON.stringify({ method: next ? "play" : "pause" }), "https://player.vimeo.com");
  };

  return (
    <div className="video__frame video__frame--banner" style={{ aspectRatio }}>
      <iframe ref={frame} src={src} title={title} loading="lazy" allow="autoplay; encrypted-media; picture-in-picture" referrerPolicy="strict-origin-when-cross-origin" />
      <button type="button" className="video__play-toggle" aria-pressed={playing} onClick={toggle}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={playing ? "M8 5v14M16 5v14" : "M7 4l13 8-13 8z"} fill={playing ? "none" : "currentColor"} stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
        <span>Play video</span>
      </button>
    </div>
  );
}
