import { FeeEstimateForm } from "@/features/fee-estimate/FeeEstimateForm.client";
import { yearsLabel } from "@/mapping/course/fee-estimate";
import type { CourseFees as Fees } from "@/mapping/course/fees";
import { formatMoney } from "@/mapping/format/money";
import type { Audience } from "@/config/audience";
import { FEE_ESTIMATE_PATH } from "@/routing/course-action-paths";

interface Props {
  fees: Fees | null;
  /** The content's own words on fees (HECS-HELP, what is included). */
  text: string | null;
  audience: Audience;
  courseCode: string | null;
}

const money = (n: number | null) => (n === null ? "–" : (formatMoney(n) ?? "–"));

/** Indicative fees for this audience: a full-time year and the whole course for each kind of place, and an estimate by study load. */
export function CourseFees({ fees, text, audience, courseCode }: Props) {
  if (!fees && !text) return null;
  const title = audience === "international" ? "Fees for international students" : "Fees";
  const whole = fees?.durationYears ? `Whole course (${yearsLabel(fees.durationYears)} full time)` : "Whole course";
  const perCourse = fees?.perCourse === true;
  return (
    <section className="page-section course-fees" aria-labelledby="course-fees">
      <h2 id="course-fees">{title}</h2>
      {fees && (
        <div className="table-scroll" role="region" aria-labelledby="course-fees-caption" tabIndex={0}>
          <table className="course-table course-table--stack">
            <caption id="course-fees-caption">Indicative fees{fees.year ? ` for ${fees.year}` : ""}</caption>
            <thead>
              <tr>
                <th scope="col">Type of place</th>
                {!perCourse && <th scope="col" className="course-table__number">A full-time year</th>}
                <th scope="col" className="course-table__number">{perCourse ? "The course" : whole}</th>
              </tr>
            </thead>
            <tbody>
              {fees.lines.map((l) => (
                <tr key={l.kind}>
                  <th scope="row">{l.label}</th>
                  {!perCourse && <td className="course-table__number" data-label="A full-time year">{money(l.annual)}</td>}
                  <td className="course-table__number" data-label={perCourse ? "The course" : whole}>{money(l.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="course-table__note">
            Indicative{fees.year ? `, ${fees.year} fees` : ""}: fees are set each year and usually rise a little, so later years may cost more.
          </p>
        </div>
      )}
      {text && <p className="prose">{text}</p>}
      {fees && !perCourse && courseCode && (
        <FeeEstimateForm action={FEE_ESTIMATE_PATH} courseCode={courseCode} audience={audience} lines={fees.lines} durationYears={fees.durationYears} feeYear={fees.year} />
      )}
    </section>
  );
}
