import { SEARCH_ANNOUNCER_ID } from "@/features/search/results/region-ids";
import { loadSiteShell } from "@/resolve/site-shell";
import { SCOPES, type SearchScope } from "@/routing/search-scopes";
import { SiteDocument } from "@/templates/shell/SiteDocument";

/** The chrome of a search scope's pages, and the live region that says how many results each new search found. */
export async function ScopeLayout({ scope, children }: { scope: SearchScope; children: React.ReactNode }) {
  return (
    <SiteDocument shell={await loadSiteShell(SCOPES[scope].path)}>
      <div id={SEARCH_ANNOUNCER_ID} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
      {children}
    </SiteDocument>
  );
}
