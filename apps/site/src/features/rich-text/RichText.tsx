import "server-only";
import { config } from "@/config/env";
import { drupalMediaTags, embedDrupalMedia, type EmbeddedMedia } from "@/mapping/rich-text/drupal-media";
import { formatFileSize } from "@/mapping/format/file-size";
import { absoluteFileUrl } from "@/mapping/media-image";
import { errorFields, log } from "@/tide/log";
import { getMedia } from "@/tide/media";
import "./rich-text.css";

async function embeddedMedia(uuid: string, bundle: string): Promise<EmbeddedMedia | null> {
  try {
    const media = await getMedia(bundle, uuid);
    if ("error" in media) {
      log.warn("Embedded media not found", { uuid, bundle });
      return null;
    }
    const url = media.file?.url ?? null;
    return {
      name: media.name,
      url: url ? absoluteFileUrl(url, config().contentApiUrl) : null,
      mime: media.file?.filemime ?? null,
      size: media.file?.filesize ?? null,
    };
  } catch (error) {
    // The text still shows; only the embedded item is missing.
    log.error("Embedded media unavailable", { uuid, bundle, ...errorFields(error) });
    return null;
  }
}

/**
 * Sanitised rich text from the content system, with its embedded media (`<drupal-media>`) resolved on the
 * server. The HTML must already have been through `sanitiseHtml`.
 */
export async function RichText({ html, className = "prose" }: { html: string; className?: string }) {
  if (!html) return null;
  const tags = drupalMediaTags(html).filter((t): t is { uuid: string; bundle: string } => t.uuid !== null);
  let out = html;
  if (tags.length > 0 || html.includes("<drupal-media")) {
    const unique = [...new Map(tags.map((t) => [t.uuid, t])).values()];
    const media = new Map(await Promise.all(unique.map(async (t) => [t.uuid, await embeddedMedia(t.uuid, t.bundle)] as const)));
    out = embedDrupalMedia(html, media, (bytes) => formatFileSize(bytes) ?? "");
  }
  return <div className={className} dangerouslySetInnerHTML={{ __html: out }} />;
}
