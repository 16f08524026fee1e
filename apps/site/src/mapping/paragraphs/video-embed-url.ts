/* Embed URLs of spec §2.4 "Embedded video": a YouTube watch or short link, or a video host (Vimeo), becomes
 * an iframe source; related videos are off for YouTube (spec §9). Anything else is not embedded. */

export type VideoHost = "youtube" | "vimeo";

export interface VideoEmbed {
  host: VideoHost;
  id: string;
  src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
  return /\/(\d{4,})(?:\/|$)/.exec(url.pathname)?.[1] ?? null;
}

/** The iframe source of a video URL; `banner` asks for a player the page can play and pause by message. */
export function videoEmbed(raw: string | null | undefined, options: { banner?: boolean } = {}): VideoEmbed | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const yt = youtubeId(url);
  if (yt) {
    const params = new URLSearchParams({ rel: "0" });
    // A banner loops silently behind its content; the page drives it through the iframe API.
    if (options.banner) for (const [k, v] of Object.entries({ enablejsapi: "1", mute: "1", loop: "1", playlist: yt, controls: "0", playsinline: "1" })) params.set(k, v);
    return { host: "youtube", id: yt, src: `https://www.youtube.com/embed/${yt}?${params}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    const params = options.banner ? "?background=1&autoplay=0" : "";
    return { host: "vimeo", id: vimeo, src: `https://player.vimeo.com/video/${vimeo}${params}` };
  }
  return null;
}
