import type { StudentsView } from "./students-view";
import { StudentCard } from "./StudentCard";

export const RESULTS_ID = "student-results";

/** The students the filters let through, with how many they are, or a way back to all of them. */
export function StudentList({ view, clearHref, startedAt, productName }: { view: StudentsView; clearHref: string; startedAt: number; productName: string }) {
  const { profiles, total } = view;
  const filtered = Object.keys(view.filters).length > 0;
  return (
    <section className="student-results" aria-labelledby={RESULTS_ID}>
      <h2 id={RESULTS_ID} className="student-results__heading" tabIndex={-1}>
        Our students
      </h2>
      <p className="student-results__count">
        {filtered ? `Showing ${profiles.length} of ${total} ${total === 1 ? "student" : "students"}` : `${total} ${total === 1 ? "student" : "students"}`}
      </p>
      {profiles.length === 0 ? (
        <div className="student-results__empty">
          <p>No students match all of these filters. Try fewer filters, or ask any of our students.</p>
          <p>
            <a href={clearHref}>Clear filters</a>
          </p>
        </div>
      ) : (
        <ul className="student-cards">
          {profiles.map((profile) => (
            <StudentCard key={profile.id} profile={profile} back={view.back} startedAt={startedAt}
              retry={view.retry?.profileId === profile.id ? view.retry : null} productName={productName} />
          ))}
        </ul>
      )}
    </section>
  );
}
