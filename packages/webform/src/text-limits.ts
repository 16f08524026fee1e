/* Spec §5: a text field's min and max are word counts when its counter type is word, otherwise character
 * lengths (a character counter's, else #minlength/#maxlength). Read from the render array by both apps. */
import { toNumber, toText } from "./element-props.ts";
import type { Bounds } from "./validators.ts";

export interface TextLimits {
  length: { min: number | null; max: number | null };
  words: { min: number | null; max: number | null } | null;
}

export function textLimits(el: Readonly<Record<string, unknown>>): TextLimits {
  const counter = toText(el["#counter_type"]);
  const counterMin = toNumber(el["#counter_minimum"]);
  const counterMax = toNumber(el["#counter_maximum"]);
  const length = { min: toNumber(el["#minlength"]), max: toNumber(el["#maxlength"]) };
  if (counter === "word") return { length, words: { min: counterMin, max: counterMax } };
  if (counter === "character") return { length: { min: counterMin ?? length.min, max: counterMax ?? length.max }, words: null };
  return { length, words: null };
}

/** Drupal's default #maxlength of a text field is 255; a textarea has none in Drupal, ours is 10,000 characters. */
export function defaultMaxLength(kind: "text" | "textarea"): number {
  return kind === "textarea" ? 10_000 : 255;
}

/** The character bounds a value is checked against: the element's, or the default maximum. */
export function lengthBounds(limits: TextLimits, kind: "text" | "textarea"): Bounds {
  return { min: limits.length.min, max: limits.length.max ?? defaultMaxLength(kind) };
}
