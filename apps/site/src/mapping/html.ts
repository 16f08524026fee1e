import sanitize from "sanitize-html";

/** Id of the page's one hidden "opens in a new window" note that external links in rich text point to. */
export const NEW_WINDOW_NOTE_ID = "new-window-note";

const options: sanitize.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "strong", "em", "b", "i", "u", "s", "sub", "sup", "small",
    "blockquote", "q", "cite", "abbr", "code", "pre", "ul", "ol", "li", "dl", "dt", "dd", "a", "span", "div",
    "figure", "figcaption", "img", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
    // Inert until the page replaces it with the media it names (mapping/rich-text/drupal-media.ts).
    "drupal-media",
  ],
  allowedAttributes: {
    "*": ["class", "id", "lang", "dir"],
    a: ["href", "title", "target", "rel", "aria-describedby"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    abbr: ["title"],
    ol: ["start", "type"],
    "drupal-media": ["data-entity-type", "data-entity-uuid", "data-entity-bundle", "data-view-mode"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // CMS headings start at h2: the page title is the only h1.
    h1: "h2",
    // Other sites open in a new window by default (spec §9), and say so to screen readers.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: "_blank", rel: "noopener noreferrer", "aria-describedby": NEW_WINDOW_NOTE_ID }
          : attribs,
      };
    },
  },
};

/** Sanitises rich text from the content system before it is rendered as HTML. */
export function sanitiseHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitize(html, options);
}

/** Plain text of a rich-text value: for meta descriptions and summaries. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
