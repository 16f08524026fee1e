import { SiteLink } from "@/components/link/SiteLink";
import { RichText } from "@/components/rich-text/RichText";
import type { CompareOutcome, CompareView } from "@/mapping/course-compare";
import { COMPARE_MAX, SHORTLIST_PATH } from "@/routing/shortlist-paths";
import "./compare.css";

const quoted = (values: string[]) => values.map((v) => `“${v}”`).join(", ");
const listed = (values: string[]) => values.join(", ");

/** What the address asked for that is not in the table, each said plainly. */
function Notices({ view }: { view: Pick<CompareView, "malformed" | "extra" | "notFound"> }) {
  const { malformed, extra, notFound } = view;
  if (malformed.length + extra.length + notFound.length === 0) return null;
  return (
    <div className="compare-notices">
      {malformed.length > 0 && (
        <p className="notice notice--problem">
          {malformed.length === 1 ? `${quoted(malformed)} is not a course code` : `${quoted(malformed)} are not course codes`}, so{" "}
          {malformed.length === 1 ? "it was" : "they were"} left out. A course code is 2 to 12 letters and digits, like HBNS.
        </p>
      )}
      {extra.length > 0 && (
        <p className="notice">
          You can compare up to {COMPARE_MAX} courses at a time, so these were left out: {listed(extra)}. Remove a course
          below to bring the next one in.
        </p>
      )}
      {notFound.length > 0 && (
        <p className="notice">
          Not found: <strong>{listed(notFound)}</strong>. No current course has {notFound.length === 1 ? "this code" : "these codes"}.
        </p>
      )}
    </div>
  );
}

function CompareTable({ view }: { view: CompareView }) {
  const { columns, rows } = view;
  // Explicit roles keep the table a table to screen readers where phones lay its cells out as blocks.
  return (
    <table className={`compare-table compare-table--${columns.length}`} role="table">
      <caption className="visually-hidden">Courses compared: {columns.map((c) => c.title).join(", ")}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <td className="compare-table__corner" role="cell" />
          {columns.map((c) => (
            <th key={c.code} scope="col" role="columnheader" className="compare-table__course-head">
              <SiteLink href={c.href} className="compare-table__title">
                {c.title}
              </SiteLink>
              <span className="compare-table__code">{c.code}</span>
              <SiteLink href={c.removeHref} className="compare-table__remove">
                Remove<span className="visually-hidden"> {c.title} from the comparison</span>
              </SiteLink>
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className={`compare-table__row--${row.id}`}>
            <th scope="row" role="rowheader">
              {row.label}
            </th>
            {row.cells.map((cell, i) => (
              <td key={columns[i]?.code ?? i} role="cell">
                {/* Phones show each value under its course's name (the column heads are far above there). */}
                <span className="compare-table__course-name">{columns[i]?.title}</span>
                {"html" in cell ? <RichText html={cell.html} className="prose compare-table__rich" /> : <span className="compare-table__value">{cell.text}</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The compare page's body: what could not be compared, then the courses side by side. */
export function CompareCourses({ outcome }: { outcome: CompareOutcome }) {
  const back = (
    <p className="compare-back">
      <SiteLink href={SHORTLIST_PATH}>Back to your shortlist</SiteLink>
    </p>
  );
  if (outcome.kind === "unavailable") {
    return (
      <>
        <Notices view={{ malformed: outcome.query.malformed, extra: outcome.query.extra, notFound: [] }} />
        <p className="notice notice--problem">The courses can’t be loaded just now. Please try again in a few minutes.</p>
        {back}
      </>
    );
  }
  const { view } = outcome;
  return (
    <>
      <Notices view={view} />
      {view.columns.length > 0 && (
        <p className="compare-audience">
          Fees shown for {view.audience === "international" ? "international" : "Australian"} students.{" "}
          <SiteLink href={view.audienceSwitch.href}>{view.audienceSwitch.label}</SiteLink>
        </p>
      )}
      {view.columns.length > 0 ? (
        <div className="compare-table__frame">
          <CompareTable view={view} />
        </div>
      ) : (
        <p>
          Choose up to {COMPARE_MAX} courses on <SiteLink href={SHORTLIST_PATH}>your shortlist</SiteLink> to compare them side by side.
        </p>
      )}
      {view.columns.length > 0 && back}
    </>
  );
}
