import { config } from "@/config/env";
import { DESCRIPTION_CONTENT_TYPE, openSearchDescription } from "@/endpoints/opensearch/description-document";

/** The OpenSearch description document (spec §2.1): the same for everyone, kept a day by any cache. */
export function GET() {
  const cfg = config();
  const body = openSearchDescription({ productName: cfg.productName, productShortName: cfg.productShortName, siteOrigin: cfg.siteOrigin });
  return new Response(body, { headers: { "Content-Type": DESCRIPTION_CONTENT_TYPE, "Cache-Control": "public, max-age=86400" } });
}
