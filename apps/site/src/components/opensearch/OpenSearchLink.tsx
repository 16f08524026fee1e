import { OPENSEARCH_DESCRIPTION_PATH } from "@/routing/opensearch-paths";

/** The head link by which browsers find the site's search (every page: it sits in the root layout). */
export function OpenSearchLink({ productName }: { productName: string }) {
  return <link rel="search" type="application/opensearchdescription+xml" title={productName} href={OPENSEARCH_DESCRIPTION_PATH} />;
}
