/** A JSON value of a JSON-LD document. */
export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };

/** One schema.org thing: its type and properties. */
export interface JsonLdNode {
  "@type": string;
  [property: string]: JsonLdValue;
}

const isEmpty = (v: JsonLdValue | undefined) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** A node without its empty properties (null, "", []), so no property is stated without a value. */
export function node(type: string, properties: Record<string, JsonLdValue | undefined>): JsonLdNode {
  const out: JsonLdNode = { "@type": type };
  for (const [key, value] of Object.entries(properties)) if (value !== undefined && !isEmpty(value)) out[key] = value;
  return out;
}

/**
 * The text of a `<script type="application/ld+json">`: one schema.org graph. `<` is written `\u003c` (still the
 * same JSON) so that no content can close the script element or open a comment.
 */
export function jsonLdScriptText(nodes: readonly JsonLdNode[]): string {
  return JSON.stringify({ "@context": "https://schema.org", "@graph": nodes }).replace(/</g, "\\u003c");
}
