import { SiteDocument } from "@/templates/shell/SiteDocument";
import { config } from "@/config/env";
import { studentsPath } from "@/routing/students-route";

/** The chrome of 'Chat with our students', for its public path (the proxy serves that path from this route). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument path={studentsPath(config().productSlug)}>{children}</SiteDocument>;
}
