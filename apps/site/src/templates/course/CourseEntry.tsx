import { RichText } from "@/components/rich-text/RichText";
import type { EntryFigures } from "@/mapping/course/entry";

/**
 * Entry requirements: the admissions-transparency figures of the last intake (lowest and median selection rank,
 * who was admitted on what basis), English for this audience, prerequisites, then the content's own words.
 */
export function CourseEntry({ entry, html }: { entry: EntryFigures | null; html: string }) {
  if (!entry && !html) return null;
  const ranks = entry && (entry.lowestRank || entry.medianRank);
  const intake = entry?.year ? `the ${entry.year} intake` : "the last intake";
  return (
    <section className="page-section course-entry" aria-labelledby="course-entry">
      <h2 id="course-entry">Entry requirements</h2>
      {ranks && (
        <div className="course-entry__ranks">
          <dl className="stat-list">
            {entry.lowestRank && (
              <div className="stat-list__item">
                <dt>Lowest selection rank</dt>
                <dd>{entry.lowestRank}</dd>
              </div>
            )}
            {entry.medianRank && (
              <div className="stat-list__item">
                <dt>Median selection rank</dt>
                <dd>{entry.medianRank}</dd>
              </div>
            )}
          </dl>
          <p className="course-entry__note">
            Figures for {intake}. A selection rank is your ATAR plus any adjustments you are eligible for (for example
            for the subjects you studied or where you live). The lowest selection rank is that of the last student
            admitted on their ATAR: it is not a cut-off, and it changes every year with the number of places and applicants.
          </p>
        </div>
      )}
      {entry && entry.profile.length > 0 && (
        <div className="table-scroll" role="region" aria-labelledby="course-profile-caption" tabIndex={0}>
          <table className="course-table">
            <caption id="course-profile-caption">Who was admitted in {intake}, by the basis of their admission</caption>
            <thead>
              <tr>
                <th scope="col">Applicant background</th>
                <th scope="col" className="course-table__number">Students</th>
                <th scope="col" className="course-table__number">Share</th>
              </tr>
            </thead>
            <tbody>
              {entry.profile.map((r) => (
                <tr key={r.group}>
                  <th scope="row">{r.label}</th>
                  <td className="course-table__number">{r.students}</td>
                  <td className="course-table__number">{r.share ?? "–"}</td>
                </tr>
              ))}
            </tbody>
            {entry.profileTotal !== null && (
              <tfoot>
                <tr>
                  <th scope="row">All students</th>
                  <td className="course-table__number">{entry.profileTotal}</td>
                  <td className="course-table__number">100%</td>
                </tr>
              </tfoot>
            )}
          </table>
          <p className="course-table__note">&lt;5: fewer than five students. N/P: not published.</p>
        </div>
      )}
      {entry && (entry.english || entry.prerequisites) && (
        <dl className="course-entry__rules">
          {entry.prerequisites && (
            <div>
              <dt>Prerequisites</dt>
              <dd>{entry.prerequisites}</dd>
            </div>
          )}
          {entry.english && (
            <div>
              <dt>English language</dt>
              <dd>{entry.english}</dd>
            </div>
          )}
        </dl>
      )}
      {html && <RichText html={html} />}
    </section>
  );
}
