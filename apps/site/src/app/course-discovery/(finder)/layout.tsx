import { SiteDocument } from "@/templates/shell/SiteDocument";
import { loadSiteShell } from "@/resolve/site-shell";
import { SEARCH_ANNOUNCER_ID } from "@/features/search/results/SearchResultsRegion.client";

/** The chrome of the course finder, and the live region that says how many courses each new search found. */
export default async function Layout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument shell={await loadSiteShell("/course-discovery")}>
      <div id={SEARCH_ANNOUNCER_ID} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
      {children}
    </SiteDocument>
  );
}
