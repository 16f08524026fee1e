import { richText, type Attributes } from "../attributes";
import { htmlToText, sanitiseHtml } from "../html";

/** Decoded formatted text of spec §3: a formatted field as safe HTML and as its decoded plain text. */
export interface FormattedText {
  html: string;
  text: string;
}

/** A formatted-text field ({value, processed}); null when it is empty. */
export function formattedText(attrs: Attributes, key: string): FormattedText | null {
  const html = sanitiseHtml(richText(attrs, key));
  const text = htmlToText(html);
  return text === "" && !/<img|<iframe/i.test(html) ? null : { html, text };
}
