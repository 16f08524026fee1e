import "@/components/button/button.css";
import { SiteLink } from "@/components/link/SiteLink";
import type { ApplyOption } from "@/mapping/course/apply";

export interface CourseActionsProps {
  apply: ApplyOption | null;
  enquireHref: string | null;
  courseCode: string | null;
  /** Where the actions sit: at the top, at the end, or in the bar that stays on a phone's screen. */
  place: "top" | "end" | "bar";
  children?: React.ReactNode;
}

/**
 * The course page's primary actions: apply (to the destination the content names for this audience) and
 * enquire (the course enquiry form with this course's code). Plain links; their clicks are counted by the
 * page's analytics through their data attributes.
 */
export function CourseActions({ apply, enquireHref, courseCode, place, children }: CourseActionsProps) {
  if (!apply && !enquireHref) return null;
  const code = courseCode ?? undefined;
  return (
    <div className={`course-actions course-actions--${place}`}>
      {apply && (
        <SiteLink href={apply.href} className="button button--primary button--medium course-actions__apply" data-analytics-event="apply_click" data-course-code={code}>
          <span>Apply now</span>
        </SiteLink>
      )}
      {enquireHref && (
        <SiteLink href={enquireHref} className="button button--secondary button--medium course-actions__enquire" data-analytics-event="enquiry_open" data-course-code={code}>
          <span>Enquire</span>
        </SiteLink>
      )}
      {children}
    </div>
  );
}

/** One line under the top actions: where applying leads. */
export function ApplyHint({ apply }: { apply: ApplyOption | null }) {
  if (!apply) return null;
  return (
    <p className="course-actions__hint">
      {apply.label}
      {apply.admissionsCentreCode && <> · VTAC code <strong>{apply.admissionsCentreCode}</strong></>}
    </p>
  );
}
