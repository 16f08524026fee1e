import { CourseCard } from "@/components/course-card/CourseCard";
import { SaveCardButton } from "@/features/shortlist/SaveCardButton";
import { SiteLink } from "@/components/link/SiteLink";
import { PageHeader } from "@/components/page/PageHeader";
import { AudienceToggle } from "@/components/link-switch/AudienceToggle";
import { IntakeFilter } from "@/components/link-switch/IntakeFilter";
import type { CourseGroupView } from "@/mapping/interest-area-page";
import type { InterestAreaView } from "@/resolve/loaded-page";
import "@/components/link-switch/link-switch.css";
import "./study-areas.css";

/** A group's heading id: its study level, or `level-other` for the courses whose level the search does not say. */
const groupId = (group: CourseGroupView) => `level-${(group.filter ?? "other").replace(/\W+/g, "-").toLowerCase()}`;

const courses = (n: number) => (n === 1 ? "1 course" : `${n} courses`);

function countLine(view: InterestAreaView): string {
  if (view.upcomingOnly) return `${courses(view.total)} with an upcoming intake, of ${view.totalAll}`;
  return courses(view.total);
}

/** An interest area's courses by study level, for one audience, with the intake filter (spec §2.1). */
export function InterestAreaPage({ view }: { view: InterestAreaView }) {
  const international = view.audience === "international";
  return (
    <div className="interest-area">
      <PageHeader title={`${view.interest.label} courses`} summary={`${view.area.label}${international ? " · for international students" : ""}`} />
      <div className="container page-body">
        <p className="interest-area__back">
          <SiteLink href={view.links.index}>All study areas</SiteLink>
        </p>
        <div className="interest-area__controls">
          <AudienceToggle current={view.audience} links={view.links} />
          {!view.unavailable && view.totalAll > 0 && (
            <IntakeFilter upcomingOnly={view.upcomingOnly} allHref={view.links.allCourses} upcomingHref={view.links.upcomingOnly} totalAll={view.totalAll} totalUpcoming={view.totalUpcoming} />
          )}
        </div>
        {view.unavailable ? (
          <div className="interest-area__notice" role="status">
            <h2>Courses can&rsquo;t be listed right now</h2>
            <p>
              Our course search is not answering. Please try again in a few minutes, or browse{" "}
              <SiteLink href={view.links.index}>all study areas</SiteLink>.
            </p>
          </div>
        ) : (
          <>
            {view.broadened && <p className="interest-area__broadened">{view.broadened}</p>}
            <p className="result-count interest-area__count">{countLine(view)}</p>
            {view.groups.length === 0 ? (
              <div className="listing-empty interest-area__empty">
                <p>
                  {view.upcomingOnly
                    ? "None of these courses has an upcoming intake yet."
                    : `No ${view.interest.label.toLowerCase()} courses are open to ${international ? "international" : "domestic"} students at the moment.`}
                </p>
                <p>
                  {view.upcomingOnly ? (
                    <SiteLink href={view.links.allCourses}>Show all {view.totalAll} courses</SiteLink>
                  ) : (
                    <SiteLink href={international ? view.links.domestic : view.links.international}>
                      See the courses for {international ? "domestic" : "international"} students
                    </SiteLink>
                  )}
                </p>
              </div>
            ) : (
              view.groups.map((group) => (
                <section key={groupId(group)} className="interest-area__group" aria-labelledby={groupId(group)}>
                  <h2 id={groupId(group)}>
                    {group.label} <span className="interest-area__group-count">({group.cards.length})</span>
                  </h2>
                  <ul className="card-grid">
                    {group.cards.map((card) => (
                      <li key={card.key}>
                        <CourseCard card={card} actions={<SaveCardButton card={card} />} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </>
        )}
        {view.related.length > 0 && (
          <nav className="interest-area__related" aria-labelledby="related-interest-areas">
            <h2 id="related-interest-areas">More in {view.area.label}</h2>
            <ul>
              {view.related.map((interest) => (
                <li key={interest.url}>
                  <SiteLink href={interest.url}>{interest.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
