import { elements, placeOf, textOf } from "../html/body.ts";
import { wordsOf } from "../readability/words.ts";
import { finding, type Check } from "../check.ts";

/** Readers on a screen scan; past this many words a paragraph is skipped. */
export const MAX_PARAGRAPH_WORDS = 150;

export const longParagraphs: Check = {
  id: "long-paragraph",
  severity: "tip",
  title: `Paragraph over ${MAX_PARAGRAPH_WORDS} words`,
  run({ body }) {
    return elements(body, "p").flatMap((p) => {
      const count = wordsOf(textOf(p)).length;
      return count > MAX_PARAGRAPH_WORDS
        ? [finding(this, `This paragraph has ${count} words: split it into shorter ones (at most ${MAX_PARAGRAPH_WORDS}), or make a list.`, placeOf(p))]
        : [];
    });
  },
};
