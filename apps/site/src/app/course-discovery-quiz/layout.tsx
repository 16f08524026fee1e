import { SiteDocument } from "@/templates/shell/SiteDocument";
import { config } from "@/config/env";
import { quizPath } from "@/routing/quiz-route";

/** The chrome of the quiz, for its public path (the proxy serves that path from this route). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument path={quizPath(config().productSlug)}>{children}</SiteDocument>;
}
