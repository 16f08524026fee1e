/** Reading Drupal webform render arrays (`#`-prefixed keys), whose numbers often arrive as strings. */
import { toNumber } from "@yu/webform-rules";

export type Element = Readonly<Record<string, unknown>>;

export interface NamedElement {
  name: string;
  element: Element;
  /** Containers around it, outermost first; a hidden container hides what is inside. */
  parents: Element[];
}

function isElement(value: unknown): value is Element {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every element in document order, containers included, with the containers around it. */
export function flattenElements(elements: unknown, parents: Element[] = []): NamedElement[] {
  if (!isElement(elements)) return [];
  const out: NamedElement[] = [];
  for (const [name, element] of Object.entries(elements)) {
    if (name.startsWith("#") || !isElement(element)) continue;
    out.push({ name, element, parents });
    out.push(...flattenElements(element, [...parents, element]));
  }
  return out;
}

export function typeOf(element: Element): string {
  return typeof element["#type"] === "string" ? element["#type"] : "";
}

export function titleOf(name: string, element: Element): string {
  const title = element["#title"];
  return typeof title === "string" && title.trim() !== "" ? title.trim() : name;
}

/** A numeric property (`#maxlength: "255"` is as good as 255); null when absent or not a number. */
export function numberProp(element: Element, key: string): number | null {
  return toNumber(element[key]);
}

export function stringProp(element: Element, key: string): string | null {
  const value = element[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

