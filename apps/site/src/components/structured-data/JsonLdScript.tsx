import { jsonLdScriptText, type JsonLdNode } from "@/mapping/structured-data/json-ld";

/** The page's schema.org description for search engines, rendered on the server; nothing when there is none. */
export function JsonLdScript({ nodes }: { nodes: readonly JsonLdNode[] }) {
  if (nodes.length === 0) return null;
  // The text is JSON with every "<" escaped (jsonLdScriptText), so it cannot end the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptText(nodes) }} />;
}
