import { SiteDocument } from "@/templates/shell/SiteDocument";
import { loadSiteShell } from "@/resolve/site-shell";
import { config } from "@/config/env";
import { quizPath } from "@/routing/quiz-route";

/** The chrome of the quiz, for its public path (the page steps serve that path from this route). */
export default async function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument shell={await loadSiteShell(quizPath(config().productSlug))}>{children}</SiteDocument>;
}
