import type { ApplyOption } from "@/mapping/course/apply";
import { CourseActions } from "./CourseActions";

/** Where a reader finishes: how to apply for this audience, what happens next, and the same two actions. */
export function CourseApply({ apply, enquireHref, courseCode }: { apply: ApplyOption | null; enquireHref: string | null; courseCode: string | null }) {
  if (!apply && !enquireHref) return null;
  return (
    <section className="page-section course-apply" aria-labelledby="course-apply">
      <h2 id="course-apply">How to apply</h2>
      {apply ? (
        <>
          <p>
            <strong>{apply.label}.</strong>
            {apply.admissionsCentreCode && <> Use VTAC code <strong>{apply.admissionsCentreCode}</strong>.</>}
          </p>
          {apply.nextSteps && <p>{apply.nextSteps}</p>}
        </>
      ) : (
        <p>Ask us how to apply for this course: an adviser will reply within two working days.</p>
      )}
      {enquireHref && <p>Not sure yet? Send us your question about this course and an adviser will get back to you.</p>}
      <CourseActions apply={apply} enquireHref={enquireHref} courseCode={courseCode} place="end" />
    </section>
  );
}
