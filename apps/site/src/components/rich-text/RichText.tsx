import { formatFileSize } from "@/mapping/format/file-size";
import { embedDrupalMedia } from "@/mapping/rich-text/drupal-media";

const noMedia = new Map<string, null>();

/**
 * Sanitised rich text from the content system. Its embedded media (`<drupal-media>`) were placed by the page's
 * resolver (resolve/props/component-props.ts); a tag left over (malformed, or text that did not come through a
 * resolver) says so or disappears. The HTML must already have been through `sanitiseHtml`.
 */
export function RichText({ html, className = "prose" }: { html: string; className?: string }) {
  if (!html) return null;
  const out = html.includes("<drupal-media") ? embedDrupalMedia(html, noMedia, (bytes) => formatFileSize(bytes) ?? "") : html;
  return <div className={className} dangerouslySetInnerHTML={{ __html: out }} />;
}
