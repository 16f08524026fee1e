import { SiteLink } from "@/components/link/SiteLink";
import { PageHeader } from "@/components/page/PageHeader";
import { FocusOnArrival } from "@/features/course-quiz/FocusOnArrival.client";
import { AskConfirmation } from "@/features/student-chat/AskConfirmation";
import { askProblemsId, CONFIRMATION_ID } from "@/features/student-chat/ask-locations";
import { StudentFilters } from "@/features/student-chat/StudentFilters";
import { RESULTS_ID, StudentList } from "@/features/student-chat/StudentList";
import "@/features/webform/webform.css";
import "@/features/student-chat/student-chat.css";
import type { StudentsPageData } from "@/resolve/students-page";

/** What the visitor needs to see first after sending a form of this page. */
function arrivalTarget({ view }: Pick<StudentsPageData, "view">): string {
  if (view.retry) return askProblemsId(view.retry.profileId);
  if (view.asked) return CONFIRMATION_ID;
  return RESULTS_ID;
}

/**
 * 'Chat with our students' (spec §2.1): current international students as cards, filtered by a plain GET form, each
 * with a form to ask them a question. Everything works without scripts; the one script moves focus after a form.
 */
export function ChatWithStudentsPage({ title, intro, links, path, view, unavailable, startedAt, productName }: Omit<StudentsPageData, "head"> & { productName: string }) {
  return (
    <div className="simple-page chat-with-students">
      <PageHeader title={title} summary={intro} />
      <div className="container page-body">
        {view.asked && <AskConfirmation asked={view.asked} />}
        {unavailable ? (
          <div className="student-results__empty" role="status">
            <p>Sorry, we can&apos;t show our students right now. Please try again in a few minutes.</p>
          </div>
        ) : (
          <>
            <StudentFilters action={path} options={view.options} filters={view.filters} clearHref={path} />
            {view.ignored && <p className="student-filters__notice">Some filters in the address were not recognised, so they are not applied.</p>}
            <StudentList view={view} clearHref={path} startedAt={startedAt} productName={productName} />
          </>
        )}
        {links.length > 0 && (
          <section className="student-links" aria-labelledby="student-links-heading">
            <h2 id="student-links-heading" className="student-links__heading">More for international students</h2>
            <ul>
              {links.map((link) => (
                <li key={link.uri}>
                  <SiteLink href={link.uri}>{link.title}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <FocusOnArrival targetId={arrivalTarget({ view })} />
      </div>
    </div>
  );
}
