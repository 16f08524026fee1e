import { PageHeader } from "@/components/page/PageHeader";
import { SiteLink } from "@/components/link/SiteLink";
import { FeeEstimateForm } from "@/features/fee-estimate/FeeEstimateForm.client";
import type { FeeEstimateOutcome } from "@/mapping/course/fee-estimate-view";
import { enquireHref, FEE_ESTIMATE_PATH } from "@/routing/course-action-paths";
import "../course/course.css";

/** The server's answer to a course page's fee estimate form: the estimate asked for, the other choices, the way back. */
export function FeeEstimatePage({ outcome }: { outcome: FeeEstimateOutcome }) {
  if (outcome.kind !== "estimate") {
    return (
      <div className="fee-estimate-page">
        <PageHeader title="Fee estimate" />
        <div className="container page-body">
          <p className="notice" role="status">
            {outcome.kind === "unavailable"
              ? "Sorry, we can't work out fees right now. Please try again in a few minutes."
              : "We couldn't find fee figures for that course. Each course page lists its fees: find the course, then use its fee estimate."}
          </p>
          <p><SiteLink href="/course-discovery">Find a course</SiteLink></p>
        </div>
      </div>
    );
  }
  const v = outcome.view;
  return (
    <div className="fee-estimate-page">
      <PageHeader title={`Fee estimate: ${v.course.title}`} meta={`${v.audience === "international" ? "International" : "Australian"} students${v.feeYear ? ` · indicative ${v.feeYear} fees` : ""}`} />
      <div className="container page-body">
        <section className="page-section" aria-labelledby="estimate-answer">
          <h2 id="estimate-answer">{v.estimate.heading}</h2>
          <p className="fee-estimate__figure"><strong>{v.estimate.perYear}</strong> a year{v.estimate.years ? ` ${v.estimate.years}` : ""}</p>
          {v.estimate.total && <p>About <strong>{v.estimate.total}</strong> for the whole course.</p>}
          <p className="course-table__note">Fees are set each year and usually rise a little, so later years may cost more.</p>
        </section>
        {v.others.length > 0 && (
          <section className="page-section" aria-labelledby="estimate-others">
            <h2 id="estimate-others">Other ways to study it</h2>
            <ul className="link-list">
              {v.others.map((o) => <li key={`${o.place}-${o.load}`}>{o.estimate.sentence}</li>)}
            </ul>
          </section>
        )}
        <FeeEstimateForm action={FEE_ESTIMATE_PATH} courseCode={v.course.code} audience={v.audience} lines={v.lines} durationYears={v.durationYears}
          feeYear={v.feeYear} initialPlace={v.place} initialLoad={v.load} />
        <p className="fee-estimate-page__links">
          <SiteLink href={`${v.course.href}#course-fees`}>Back to {v.course.title}</SiteLink>
          {v.course.code && <> · <SiteLink href={enquireHref(v.course.code, v.audience)}>Ask us about fees for this course</SiteLink></>}
        </p>
      </div>
    </div>
  );
}
