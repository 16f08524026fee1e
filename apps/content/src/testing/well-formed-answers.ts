// Test support: answers a careful visitor would give to every element of a Drupal Webform render array, within
// its limits (lengths, word counts, bounds, steps, options, date ranges), so that a form can be sent whole.
import { drupalElementEntries, optionValues, textLimits, toBoolean, toNumber, type OptionLists } from "@yu/webform-rules";

type Element = Readonly<Record<string, unknown>>;

const ADDRESS = { address_line1: "1 Ballarat Rd", locality: "Footscray", administrative_area: "VIC", postal_code: "3011", country_code: "AU" };
const NAME = { title: "Dr", first: "Jane", middle: "Q", last: "Citizen", suffix: "Jr", degree: "PhD" };

function text(element: Element, fallback: string): string {
  const limits = textLimits(element);
  if (limits.words !== null && limits.words.min !== null) return Array.from({ length: Math.max(limits.words.min, 1) }, () => "word").join(" ");
  const min = limits.length.min ?? 0;
  return fallback.length >= min ? fallback : fallback.padEnd(min, "x");
}

function number(element: Element): number {
  const min = toNumber(element["#min"]);
  const max = toNumber(element["#max"]);
  if (min !== null) return min;
  return max !== null && max < 1 ? max : 1;
}

function isoDay(value: unknown): string | null {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** A day inside the element's range and on one of its enabled days. */
function day(element: Element): string {
  const start = isoDay(element["#date_date_min"]) ?? isoDay(element["#min"]) ?? "2026-07-01";
  const days = Array.isArray(element["#date_days"]) ? element["#date_days"].map(Number) : [];
  const date = new Date(`${start}T00:00:00Z`);
  for (let i = 0; i < 7 && days.length > 0 && !days.includes(date.getUTCDay()); i++) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function answerFor(type: string, element: Element, optionLists: OptionLists): unknown {
  switch (type) {
    case "textfield":
    case "textarea":
    case "hidden":
      return text(element, "An answer");
    case "email":
      return "visitor@example.edu";
    case "url":
      return "https://example.edu/";
    case "tel":
      return "0400 000 000";
    case "number":
    case "range":
      return number(element);
    case "checkbox":
    case "webform_privacy_statement":
      return true;
    case "radios":
    case "select":
    case "checkboxes": {
      const first = optionValues(element["#options"], optionLists)[0];
      if (first === undefined) return undefined;
      return type === "checkboxes" || (type === "select" && element["#multiple"] === true) ? [first] : first;
    }
    case "date":
    case "webform_date":
      return day(element);
    case "datetime":
    case "webform_datetime":
      return `${day(element)}T09:30`;
    case "webform_time":
      return "09:30 AM";
    case "webform_address":
    case "address":
      return ADDRESS;
    case "webform_name":
      return NAME;
    default:
      return undefined;
  }
}

/** One answer per value-carrying element it knows (files and terms, which need uploads and a vocabulary, excepted);
 * an element with `#multiple` gets a list of one. */
export function wellFormedAnswers(elements: unknown, optionLists: OptionLists = {}): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const { name, element, type } of drupalElementEntries(elements)) {
    const answer = answerFor(type, element, optionLists);
    if (answer === undefined) continue;
    const several = !["select", "checkboxes"].includes(type) && (toBoolean(element["#multiple"]) || (toNumber(element["#multiple"]) ?? 0) > 1);
    answers[name] = several ? [answer] : answer;
  }
  return answers;
}
