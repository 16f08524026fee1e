import { SiteLink } from "@/components/link/SiteLink";
import type { ContentPageView } from "@/mapping/content-page";
import { EVENT_PASSED_TEXT } from "@/mapping/event-dates";
import { eventCalendarPath } from "@/routing/feed-paths";
import { FactList, FeaturedImage, PageShell, TagList } from "../shell/PageShell";
import { PageTemplate } from "../page/PageTemplate";
import { RichText } from "@/components/rich-text/RichText";

/** An event: when (every date, the next one first), where, cost and booking; 'This event has passed' once over. */
export function EventTemplate({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  const d = view.detail;
  if (d.type !== "event") return <PageTemplate view={view} aside={aside} />;
  const when =
    d.dates.length > 1 ? (
      <ul>
        {d.dates.map((x) => (
          <li key={x.start}>
            <time dateTime={x.start}>{x.label}</time>
          </li>
        ))}
      </ul>
    ) : (
      d.nextLabel
    );
  const where = d.addressLines.length > 0 || d.venue ? (
    <address>
      {d.venue && <div>{d.venue}</div>}
      {d.addressLines.filter((l) => l !== d.venue).map((l) => (
        <div key={l}>{l}</div>
      ))}
    </address>
  ) : null;
  const calendar = !d.passed && d.dates.length > 0 ? eventCalendarPath(view.uuid) : null;
  const facts = (
    <div>
      <FactList title="Event details" facts={[["When", when], ["Where", where ?? "Online"], ["Cost", d.price], ["Audience", d.audiences.join(", ")]]} />
      {(d.booking || calendar) && (
        <div className="button-row event-actions">
          {d.booking && (
            <SiteLink className="button button--primary" href={d.booking.url}>
              {d.booking.text}
            </SiteLink>
          )}
          {calendar && (
            // A file for the visitor's calendar, not a page: a plain link the browser downloads.
            <a className="button button--secondary" href={calendar} download>
              Add to calendar
            </a>
          )}
        </div>
      )}
    </div>
  );
  return (
    <PageShell view={view} meta={d.nextLabel ? <p>{d.passed ? `Held ${d.nextLabel}` : d.nextLabel}</p> : null} facts={facts} aside={aside}>
      {d.passed && (
        <p className="notice" role="status">
          {EVENT_PASSED_TEXT}
        </p>
      )}
      <FeaturedImage view={view} />
      <RichText className="prose page-intro" html={view.introHtml} />
      <RichText className="prose" html={view.bodyHtml} />
      <TagList tags={view.tags} />
    </PageShell>
  );
}
