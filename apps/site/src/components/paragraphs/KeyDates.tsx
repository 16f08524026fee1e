import { Button } from "@/components/button/Button";
import type { KeyDatesView } from "@/mapping/paragraphs/key-dates";

/** Key dates: a list of dated entries and an optional call to action. */
export function KeyDates({ view }: { view: KeyDatesView }) {
  if (view.dates.length === 0) return null;
  const headingId = `c-${view.id}`;
  return (
    <section className="component key-dates" aria-labelledby={view.title ? headingId : undefined}>
      {view.title && <h2 id={headingId}>{view.title}</h2>}
      <ul className="key-dates__list">
        {view.dates.map((d) => (
          <li key={d.id} className="key-dates__item">
            <time className="key-dates__date" dateTime={d.date}>{d.dateLabel}</time>
            <span className="key-dates__title">{d.title}</span>
            {d.summary && <span className="key-dates__summary">{d.summary}</span>}
          </li>
        ))}
      </ul>
      {view.cta && (
        <Button kind="link" href={view.cta.href} type="secondary" icon="arrow-right">
          {view.cta.text}
        </Button>
      )}
    </section>
  );
}
