import { PageHeader } from "@/components/page/PageHeader";
import "./results-template.css";

/** The element the search service puts its results into: `<div id="search-results" data-funnelback-results>`. */
export const RESULTS_REGION_ID = "search-results";
export const RESULTS_REGION_MARKER = "<!-- Funnelback results are inserted here -->";

/**
 * /fb-template: the site's chrome around an empty, marked results region, for a hosted Funnelback to wrap
 * its own result pages in. The region's content is raw HTML so that React leaves whatever Funnelback puts
 * there alone when the page hydrates (and so that the marker can be an HTML comment).
 */
export function ResultsTemplatePage({ title }: { title: string }) {
  return (
    <div className="results-template">
      <PageHeader title={title} />
      <div className="container page-body">
        <div
          id={RESULTS_REGION_ID}
          className="results-template__region"
          data-funnelback-results=""
          dangerouslySetInnerHTML={{ __html: RESULTS_REGION_MARKER }}
        />
      </div>
    </div>
  );
}
