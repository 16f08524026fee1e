import { SiteDocument } from "@/templates/shell/SiteDocument";
import { SHORTLIST_PATH } from "@/routing/shortlist-paths";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument path={SHORTLIST_PATH}>{children}</SiteDocument>;
}
