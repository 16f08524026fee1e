/* The composite elements a submission may hold an object for: the two Drupal address elements (spec §5 "Address")
 * and Drupal Webform's name (`webform_name`: title, first, middle, last, suffix, degree). */
import { ADDRESS_PARTS, ADDRESS_REQUIRED_PARTS, ADDRESS_STATE_CODES, isAddressState, isPostcode } from "@yu/webform-rules";
import { stringProp, type Element } from "./elements.ts";

export interface Checked {
  value: unknown;
  errors: string[];
}

/** Drupal Webform's textfields take at most 255 characters; so does each part of a composite. */
const PART_LIMIT = 255;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function checkAddress(title: string, required: boolean, value: unknown): Checked {
  if (!isRecord(value)) return { value: null, errors: [`${title} must be an address.`] };
  const clean: Record<string, string> = {};
  const errors: string[] = [];
  for (const part of ADDRESS_PARTS) {
    const item = value[part];
    if (item === undefined || item === null || item === "") continue;
    if (typeof item !== "string" || item.length > PART_LIMIT) errors.push(`${title}: ${part} must be text of at most ${PART_LIMIT} characters.`);
    else clean[part] = item.trim();
  }
  if (required) {
    for (const part of ADDRESS_REQUIRED_PARTS) if (clean[part] === undefined || clean[part] === "") errors.push(`${title}: ${part} is required.`);
  }
  const state = clean.administrative_area;
  if (state !== undefined && !isAddressState(state)) errors.push(`${title}: the state must be one of ${ADDRESS_STATE_CODES.join(", ")}.`);
  const postcode = clean.postal_code;
  if (postcode !== undefined && !isPostcode(postcode)) errors.push(`${title}: the postcode must be four digits.`);
  return { value: clean, errors };
}

/** Drupal Webform's name element (WebformName::getCompositeElements), with each part's default title. */
export const NAME_PARTS = { title: "Title", first: "First", middle: "Middle", last: "Last", suffix: "Suffix", degree: "Degree" } as const;
type NamePart = keyof typeof NAME_PARTS;
const NAME_PART_KEYS = Object.keys(NAME_PARTS) as NamePart[];

/** The parts a form shows: `#<part>__access: false` hides one. */
function shownNameParts(element: Element): NamePart[] {
  return NAME_PART_KEYS.filter((part) => element[`#${part}__access`] !== false);
}

/** A part's required message: `#<part>__required_error`, or Drupal's "<part title> field is required.". */
function partRequiredMessage(element: Element, part: NamePart): string {
  return stringProp(element, `#${part}__required_error`) ?? `${stringProp(element, `#${part}__title`) ?? NAME_PARTS[part]} field is required.`;
}

/** The parts a required name needs: those flagged `#<part>__required` (the element's own `#required` only marks
 * its title, as Drupal Webform's composite settings say). */
export function requiredNameParts(element: Element): NamePart[] {
  return shownNameParts(element).filter((part) => element[`#${part}__required`] === true);
}

/** Required-part messages for a name left empty. */
export function missingNameParts(element: Element): string[] {
  return requiredNameParts(element).map((part) => partRequiredMessage(element, part));
}

/** A webform_name answer: an object of text parts, each at most 255 characters; required parts filled. */
export function checkName(title: string, element: Element, value: unknown): Checked {
  if (!isRecord(value)) return { value: null, errors: [`${title} must be a name.`] };
  const clean: Record<string, string> = {};
  const errors: string[] = [];
  for (const part of shownNameParts(element)) {
    const item = value[part];
    if (item === undefined || item === null || item === "") continue;
    if (typeof item !== "string" || item.length > PART_LIMIT) errors.push(`${title}: ${part} must be text of at most ${PART_LIMIT} characters.`);
    else if (item.trim() !== "") clean[part] = item.trim();
  }
  for (const part of requiredNameParts(element)) if (clean[part] === undefined) errors.push(partRequiredMessage(element, part));
  return { value: clean, errors };
}
