import { SiteDocument } from "@/templates/shell/SiteDocument";
import { ENQUIRE_PATH } from "@/routing/course-action-paths";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument path={ENQUIRE_PATH}>{children}</SiteDocument>;
}
