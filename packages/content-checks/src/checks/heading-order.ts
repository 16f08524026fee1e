import { elements, placeOf, textOf } from "../html/body.ts";
import { finding, type Check } from "../check.ts";

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];

/**
 * Headings are the outline screen reader users move by. The page's title is its h1, so the body starts at h2 and
 * goes down one level at a time; a body h1 is a second page title.
 */
export const headingOrder: Check = {
  id: "heading-order",
  severity: "warning",
  title: "Heading that skips a level, or a second h1",
  run({ body }) {
    const found = [];
    let previous = 1;
    let h1s = 0;
    for (const heading of elements(body, ...HEADINGS)) {
      const level = Number(heading.name.slice(1));
      const text = textOf(heading);
      if (!text) continue;
      if (level === 1 && ++h1s > 1) {
        found.push(finding(this, "This page has more than one main heading (h1): make this one a Heading 2.", placeOf(heading)));
      } else if (level > previous + 1) {
        found.push(finding(this, `This Heading ${level} follows a Heading ${previous}: make it a Heading ${previous + 1}, so that no level is skipped.`, placeOf(heading)));
      }
      previous = level;
    }
    return found;
  },
};

/** A heading with no words is announced as an empty heading and leaves a hole in the outline. */
export const emptyHeading: Check = {
  id: "empty-heading",
  severity: "error",
  title: "Empty heading",
  run({ body }) {
    return elements(body, ...HEADINGS)
      .filter((heading) => !textOf(heading) && !elements(heading, "img").some((img) => img.attribs.alt?.trim()))
      .map((heading) => finding(this, "This heading is empty: add its words, or change it back to a paragraph.", placeOf(heading, `<${heading.name}>`)));
  },
};
