import { SiteDocument } from "@/templates/shell/SiteDocument";
import { loadSiteShell } from "@/resolve/site-shell";
import { config } from "@/config/env";
import { studentsPath } from "@/routing/students-route";

/** The chrome of 'Chat with our students', for its public path (the page steps serve that path from this route). */
export default async function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument shell={await loadSiteShell(studentsPath(config().productSlug))}>{children}</SiteDocument>;
}
