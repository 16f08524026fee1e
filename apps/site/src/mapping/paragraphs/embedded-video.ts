import type { Resource } from "@/tide/types";
import { bool, richText, str } from "../attributes";
import { htmlToText, sanitiseHtml } from "../html";
import type { LinkView, ParagraphContext } from "./context";
import { linkField } from "./link-field";
import { videoEmbed, type VideoEmbed } from "./video-embed-url";

export type VideoTheme = "light" | "dark" | "brand";

export interface EmbeddedVideoView {
  type: "video";
  id: string;
  /** Section heading (the paragraph title), if any. */
  title: string | null;
  /** The video's own title: the iframe's accessible name and the transcript panel's subtitle. */
  videoTitle: string;
  caption: string | null;
  /** The iframe source; null when the URL is not a host we embed (the view then links to it). */
  embed: VideoEmbed | null;
  url: string | null;
  transcriptHtml: string;
  /** Label of the transcript link (spec §2.4): '{video title} - transcript', or 'Show transcript' untitled. */
  transcriptLabel: string;
  link: LinkView | null;
  variant: "default" | "banner";
  /** CSS aspect ratio ('16 / 9' default); edge-to-edge also spans the full width of the page. */
  aspectRatio: string;
  edgeToEdge: boolean;
  theme: VideoTheme;
  diamond: boolean;
}

const RATIOS: Record<string, string> = { "16:9": "16 / 9", "4:3": "4 / 3", "21:9": "21 / 9", "1:1": "1 / 1" };

/** paragraph--embedded_video with its media--embedded_video (variant, ratio, theme and pattern fields are ours). */
export function embeddedVideoView(p: Resource, { rel }: ParagraphContext): EmbeddedVideoView {
  const a = p.attributes;
  const media = rel.one(p, "field_paragraph_media");
  const m = media?.attributes ?? {};
  const variant = str(a, "field_paragraph_video_variant") === "banner" ? "banner" : "default";
  const url = str(m, "field_media_video_embed_field")?.trim() || null;
  const title = str(a, "field_paragraph_title")?.trim() || null;
  const videoTitle = str(m, "name")?.trim() || title || "";
  const ratio = str(a, "field_paragraph_aspect_ratio") ?? "16:9";
  const theme = str(a, "field_paragraph_theme");
  const caption = richText(a, "field_paragraph_summary") ?? richText(m, "field_media_summary");
  return {
    type: "video",
    id: p.id,
    title,
    videoTitle: videoTitle || "Video",
    caption: caption ? htmlToText(caption).trim() || null : null,
    embed: videoEmbed(url, { banner: variant === "banner" }),
    url: url && /^https?:\/\//i.test(url) ? url : null,
    transcriptHtml: sanitiseHtml(richText(m, "field_media_transcript")),
    transcriptLabel: videoTitle ? `${videoTitle} - transcript` : "Show transcript",
    link: linkField(m.field_media_link),
    variant,
    aspectRatio: RATIOS[ratio] ?? RATIOS["16:9"] ?? "16 / 9",
    edgeToEdge: ratio === "edge-to-edge",
    theme: theme === "dark" || theme === "brand" ? theme : "light",
    diamond: bool(a, "field_paragraph_diamond_pattern"),
  };
}
