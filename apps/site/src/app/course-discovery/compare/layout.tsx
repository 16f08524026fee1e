import { SiteDocument } from "@/templates/shell/SiteDocument";
import { COMPARE_PATH } from "@/routing/shortlist-paths";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument path={COMPARE_PATH}>{children}</SiteDocument>;
}
