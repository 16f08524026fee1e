import { z } from "zod";
import { canonicalMetaData, type SearchMetaClasses } from "@/config/search-meta";

/**
 * The parts of a Funnelback `search.json` answer the site reads, parsed once at the boundary. Lenient where
 * real Funnelbacks differ (numbers sent as strings, nulls for missing parts, unknown fields ignored), strict
 * where the page depends on a value (a result needs a title and a URL).
 */

const text = z.preprocess((v) => (typeof v === "number" || typeof v === "boolean" ? String(v) : v), z.string());
const optionalText = z.preprocess((v) => (v === null ? undefined : v), text.optional());
const count = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number().finite());
const optionalCount = z.preprocess((v) => (v === undefined ? null : v), count.nullable());

/** metaData values are strings (lists pipe-separated); anything else a service sends is dropped. */
const metaData = z.preprocess(
  (v) => {
    if (!v || typeof v !== "object" || Array.isArray(v)) return {};
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(v)) {
      if (typeof value === "string") out[key] = value;
      else if (typeof value === "number" || typeof value === "boolean") out[key] = String(value);
    }
    return out;
  },
  z.record(z.string(), z.string()),
);

export const searchResultSchema = z.object({
  rank: optionalCount,
  title: text,
  liveUrl: text,
  displayUrl: optionalText,
  summary: optionalText,
  /** Epoch milliseconds (Funnelback's serialised Date) or an ISO string; null when the document has none. */
  date: z.union([z.number(), z.string()]).nullable().optional(),
  fileType: optionalText,
  metaData,
});

const facetValueSchema = z.object({
  data: optionalText,
  label: optionalText,
  count: optionalCount,
  selected: z.boolean().optional(),
});

const facetSchema = z.object({
  name: text,
  categories: z.preprocess(
    (v) => v ?? [],
    z.array(z.object({ queryStringParamName: text, values: z.preprocess((v) => v ?? [], z.array(facetValueSchema)) })),
  ),
});

const exhibitSchema = z.object({
  titleHtml: optionalText,
  descriptionHtml: optionalText,
  displayUrl: optionalText,
  linkUrl: optionalText,
  category: optionalText,
});

export const searchResponseSchema = z.object({
  question: z.object({ query: optionalText }).partial().nullish(),
  response: z.object({
    resultPacket: z
      .object({
        resultsSummary: z
          .object({
            totalMatching: optionalCount,
            currStart: optionalCount,
            currEnd: optionalCount,
          })
          .nullish(),
        spell: z.object({ text: optionalText }).nullish(),
        results: z.preprocess((v) => v ?? [], z.array(searchResultSchema)),
      })
      .nullish(),
    facets: z.preprocess((v) => v ?? [], z.array(facetSchema)),
    curator: z.object({ exhibits: z.preprocess((v) => v ?? [], z.array(exhibitSchema)) }).nullish(),
  }),
});

export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchFacet = z.infer<typeof facetSchema>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** A result with its metadata under the site's own class names (config/search-meta.ts). */
export function withSiteMetaNames<R extends SearchResult>(result: R, classes: SearchMetaClasses): R {
  return { ...result, metaData: canonicalMetaData(result.metaData, classes) };
}

/** An answer whose results' metadata is under the site's own class names. */
export function responseWithSiteMetaNames(response: SearchResponse, classes: SearchMetaClasses): SearchResponse {
  const packet = response.response.resultPacket;
  if (!packet) return response;
  return {
    ...response,
    response: { ...response.response, resultPacket: { ...packet, results: packet.results.map((r) => withSiteMetaNames(r, classes)) } },
  };
}
