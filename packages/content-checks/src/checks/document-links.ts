import { elements, placeOf, textOf } from "../html/body.ts";
import { finding, type Check } from "../check.ts";

/** File types a browser does not show as a page, and the names readers know them by. */
const DOCUMENT = /\.(pdf|docx?|xlsx?|pptx?|csv|rtf|odt|ods|odp|zip)$/i;
const TYPE_WORDS = /\b(pdf|word|docx?|excel|xlsx?|powerpoint|pptx?|csv|rtf|odt|ods|odp|zip|spreadsheet)\b/i;
const SIZE = /\b\d+(?:[.,]\d+)?\s?(?:bytes|[kmg]i?b)\b/i;

/** The path of `href` without its query and fragment. */
const pathOf = (href: string) => href.split(/[?#]/)[0] ?? "";

/**
 * A link to a document should say what it opens and how big it is ("Annual report (PDF, 2.1 MB)"): a reader on a
 * phone or a screen reader decides before downloading.
 */
export const documentLinks: Check = {
  id: "document-link",
  severity: "warning",
  title: "Document link without its type and size",
  run({ body }) {
    return elements(body, "a").flatMap((a) => {
      const href = a.attribs.href ?? "";
      const ext = DOCUMENT.exec(pathOf(href))?.[1];
      if (!ext) return [];
      const said = `${textOf(a)} ${a.attribs.title ?? ""} ${a.attribs["aria-label"] ?? ""}`;
      const missing = [TYPE_WORDS.test(said) ? null : "type", SIZE.test(said) ? null : "size"].filter(Boolean);
      if (missing.length === 0) return [];
      return [finding(this, `Add the file's ${missing.join(" and ")} to the link text, e.g. "${textOf(a) || "Document"} (${ext.toUpperCase()}, 1.2 MB)".`, placeOf(a))];
    });
  },
};
