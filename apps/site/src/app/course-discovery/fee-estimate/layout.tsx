import { SiteDocument } from "@/templates/shell/SiteDocument";
import { loadSiteShell } from "@/resolve/site-shell";
import { FEE_ESTIMATE_PATH } from "@/routing/course-action-paths";

export default async function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument shell={await loadSiteShell(FEE_ESTIMATE_PATH)}>{children}</SiteDocument>;
}
