import type { BestBetView } from "@/mapping/search-results";
import { Crumbs } from "./SearchResultItem";

/** Editors' pinned answers to a query (Funnelback's curator), shown before the results and marked as such. */
export function BestBets({ bets }: { bets: BestBetView[] }) {
  if (bets.length === 0) return null;
  return (
    <section className="best-bets" aria-labelledby="best-bets-heading">
      <h2 id="best-bets-heading" className="best-bets__heading">
        Recommended
      </h2>
      <ul>
        {bets.map((bet) => (
          <li key={bet.key} className="best-bet">
            <h3 className="search-result__title">
              <a href={bet.href}>{bet.title}</a>
            </h3>
            <Crumbs crumbs={bet.crumbs} />
            {bet.description && <p className="search-result__summary">{bet.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
