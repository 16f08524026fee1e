import { SiteDocument } from "@/templates/shell/SiteDocument";
import { FEE_ESTIMATE_PATH } from "@/routing/course-action-paths";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument path={FEE_ESTIMATE_PATH}>{children}</SiteDocument>;
}
