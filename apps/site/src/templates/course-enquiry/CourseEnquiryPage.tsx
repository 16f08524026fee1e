import { PageHeader } from "@/components/page/PageHeader";
import { SiteLink } from "@/components/link/SiteLink";
import { SiteWebform } from "@/templates/webform/SiteWebform";
import type { CourseEnquiryView } from "@/mapping/course/enquiry";

/** A question about one course: the course named, the way back to it, and the course enquiry form. */
export function CourseEnquiryPage({ data }: { data: CourseEnquiryView }) {
  const { course, unknownCode, form } = data;
  return (
    <div className="course-enquiry-page">
      <PageHeader
        title={course ? `Enquire about ${course.title}` : "Course enquiry"}
        summary="Ask our future-student advisers about entry, fees, credit for past study or how to apply. An adviser will reply within two working days."
        meta={course ? [course.levelLabel, course.code].filter(Boolean).join(" · ") : null}
      />
      <div className="container page-body">
        {course && (
          <p>
            <SiteLink href={course.href}>Back to {course.title}</SiteLink>
          </p>
        )}
        {unknownCode !== null && (
          <p className="notice" role="status">
            {unknownCode ? `We couldn't find a course with the code “${unknownCode}”.` : "That isn't a course code we know."} You can still ask us about any course: name it in your question.
          </p>
        )}
        {form ? (
          <SiteWebform form={form} />
        ) : (
          <p className="notice" role="alert">
            Sorry, the enquiry form can't be shown right now. Please try again in a few minutes, or call us on 1300 975 710.
          </p>
        )}
      </div>
    </div>
  );
}
