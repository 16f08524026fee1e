/**
 * A webform's `elements` is kept in the database as JSON text, not as a jsonb object: jsonb orders keys by
 * length, and element order (and `#options` order) is the order the form shows. The API parses it back, so
 * clients see the object TIDE-API.md describes, in the author's order.
 */
export function storedElements(elements: unknown): string {
  return JSON.stringify(elements ?? {});
}

/** The elements object of a webform's attributes, whether stored as text (seeded) or as an object. */
export function elementsOf(attributes: Readonly<Record<string, unknown>>): unknown {
  const elements = attributes.elements;
  if (typeof elements !== "string") return elements ?? {};
  try {
    return JSON.parse(elements) as unknown;
  } catch {
    return {};
  }
}
