import { SiteLink } from "@/components/link/SiteLink";
import type { ApplicationDates } from "@/mapping/course/key-dates";

/** Applications per intake: when they open and close, and where they stand; a calendar file of them all. */
export function CourseKeyDates({ dates, calendarHref }: { dates: ApplicationDates[]; calendarHref: string }) {
  if (dates.length === 0) return null;
  return (
    <section className="page-section course-dates" aria-labelledby="course-dates">
      <h2 id="course-dates">Key dates</h2>
      <div className="table-scroll" role="region" aria-labelledby="course-dates-caption" tabIndex={0}>
        <table className="course-table course-table--stack">
          <caption id="course-dates-caption">Applications for each intake</caption>
          <thead>
            <tr>
              <th scope="col">Intake</th>
              <th scope="col">Applications open</th>
              <th scope="col">Applications close</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {dates.map((d) => (
              <tr key={d.intake} className={`course-dates__row course-dates__row--${d.state}`}>
                <th scope="row"><time dateTime={d.intake}>{d.intakeLabel}</time></th>
                <td data-label="Applications open"><time dateTime={d.opens}>{d.opensLabel}</time></td>
                <td data-label="Applications close"><time dateTime={d.closes}>{d.closesLabel}</time></td>
                <td data-label="Status"><span className={`status-tag status-tag--${d.state}`}>{d.stateLabel}</span></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <SiteLink href={calendarHref} className="course-dates__calendar" download>
          Add these dates to your calendar (.ics)
        </SiteLink>
      </p>
    </section>
  );
}
