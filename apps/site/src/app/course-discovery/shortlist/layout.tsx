import { SiteDocument } from "@/templates/shell/SiteDocument";
import { loadSiteShell } from "@/resolve/site-shell";
import { SHORTLIST_PATH } from "@/routing/shortlist-paths";

export default async function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument shell={await loadSiteShell(SHORTLIST_PATH)}>{children}</SiteDocument>;
}
