import { SiteLink } from "@/components/link/SiteLink";
import type { CatalogueLink } from "@/mapping/types/catalogue-links";
import "./catalogue.css";

/** A fact of a unit or unit set; facts without a value are left out by the caller. */
export interface Fact {
  label: string;
  value: string;
}

/** The key facts box beside a catalogue page. */
export function KeyFacts({ facts, label }: { facts: Fact[]; label: string }) {
  if (facts.length === 0) return null;
  return (
    <section className="key-facts" aria-label={label}>
      <h2 className="key-facts__title">{label}</h2>
      <dl>
        {facts.map((f) => (
          <div className="key-facts__item" key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Related courses, units or unit sets as a list of links with their codes. */
export function CatalogueLinkList({ links }: { links: CatalogueLink[] }) {
  return (
    <ul className="catalogue-links">
      {links.map((l) => (
        <li key={l.id}>
          <SiteLink href={l.href}>
            {l.code && <span className="catalogue-links__code">{l.code}</span>}
            <span className="catalogue-links__title">{l.title}</span>
          </SiteLink>
          {l.detail && <span className="catalogue-links__detail">{l.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A titled section of the page body; nothing when it has nothing to say. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="catalogue-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export const facts = (pairs: [string, string | number | null | undefined][]): Fact[] =>
  pairs.filter((p): p is [string, string | number] => p[1] !== null && p[1] !== undefined && p[1] !== "").map(([label, value]) => ({ label, value: String(value) }));
