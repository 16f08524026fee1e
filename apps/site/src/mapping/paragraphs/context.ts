import type { Relations } from "../relations";
import type { WebformPageTokens } from "../webform/definition-tokens";

/** What every paragraph mapper needs besides the paragraph: its document's relations and the file host. */
export interface ParagraphContext {
  rel: Relations;
  /** Origin of the content host, for file URLs (images, documents, thumbnails). */
  contentOrigin: string;
  /** The page's address, title and site name, for the Drupal tokens of an embedded web form. */
  tokens?: WebformPageTokens;
}

/** A link of spec §3 "Accordion item" / call to action: visible text and target. */
export interface LinkView {
  text: string;
  href: string;
}
