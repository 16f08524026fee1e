import { OPENSEARCH_DESCRIPTION_PATH, OPENSEARCH_SUGGESTIONS_PATH } from "@/routing/opensearch-paths";
import { escapeXml } from "./xml-escape";

/** OpenSearch 1.1 caps ShortName at 16 characters. */
export const SHORT_NAME_MAX = 16;
export const DESCRIPTION_CONTENT_TYPE = "application/opensearchdescription+xml; charset=utf-8";

export interface DescriptionInput {
  productName: string;
  productShortName: string;
  /** The public origin, no trailing slash: every URL in the document is absolute on it. */
  siteOrigin: string;
}

/** "YU search", cut to 16 characters (whole code points, no trailing space). */
export function shortNameOf(productShortName: string): string {
  return [...`${productShortName.trim()} search`].slice(0, SHORT_NAME_MAX).join("").trimEnd();
}

/**
 * The OpenSearch 1.1 description document of the site (spec §2.1 /search/openSearchConfigs): browsers offer
 * the site as a search engine, search through /search?query= and suggest through /search/openSearchQueries.
 */
export function openSearchDescription({ productName, productShortName, siteOrigin }: DescriptionInput): string {
  const origin = siteOrigin.replace(/\/+$/, "");
  const x = escapeXml;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${x(shortNameOf(productShortName))}</ShortName>`,
    `  <Description>${x(`Search ${productName} for courses, units, news, events and people.`)}</Description>`,
    "  <InputEncoding>UTF-8</InputEncoding>",
    `  <Image width="64" height="64" type="image/svg+xml">${x(`${origin}/icon.svg`)}</Image>`,
    `  <Url type="text/html" method="get" template="${x(`${origin}/search?query={searchTerms}`)}"/>`,
    `  <Url type="application/x-suggestions+json" method="get" template="${x(`${origin}${OPENSEARCH_SUGGESTIONS_PATH}?q={searchTerms}`)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${x(`${origin}${OPENSEARCH_DESCRIPTION_PATH}`)}"/>`,
    `  <Developer>${x(productName)}</Developer>`,
    "</OpenSearchDescription>",
    "",
  ].join("\n");
}
