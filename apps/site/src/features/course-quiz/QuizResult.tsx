import { Icon } from "@/components/icons/Icon";
import { SiteLink } from "@/components/link/SiteLink";
import { SaveCourseButton } from "@/features/shortlist/SaveCourseButton.client";
import type { QuizCourse } from "@/mapping/course-quiz/quiz-courses";
import { STEP_ANCHOR, type RecommendedInterestView, type ResultView } from "@/mapping/course-quiz/quiz-view";

const quoted = (labels: readonly string[]) => labels.map((label) => `“${label}”`);

function matchedText(labels: readonly string[]): string {
  const list = quoted(labels);
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(", ")} and ${list.at(-1)!}`;
}

function CourseCard({ course }: { course: QuizCourse }) {
  const facts = [course.level, course.duration].filter((fact): fact is string => fact !== null);
  return (
    <li className="quiz-course">
      <SiteLink className="quiz-course__title" href={course.href}>
        {course.title}
      </SiteLink>
      {facts.length > 0 && <p className="quiz-course__facts">{facts.join(" · ")}</p>}
      <p className="quiz-course__intake">
        {course.nextIntake && course.nextIntakeIso ? (
          <>
            Next intake: <time dateTime={course.nextIntakeIso}>{course.nextIntake}</time>
          </>
        ) : (
          "Next intake to be announced"
        )}
      </p>
      {course.fits.length > 0 && (
<p className="quiz-course__fits">Suits you: {course.fits.join(", ").toLowerCase()}</p>
      )}
      {course.code && <SaveCourseButton course={{ code: course.code, title: course.title, url: course.href, ...(course.level ? { level: course.level } : {}) }} />}
    </li>
  );
}

function InterestArea({ interest, headingId }: { interest: RecommendedInterestView; headingId: string }) {
  return (
    <li className="quiz-interest">
      <h4 id={headingId} className="quiz-interest__title">
        {interest.label}
      </h4>
      {interest.matchedBy.length > 0 && <p className="quiz-interest__why">Matches {matchedText(interest.matchedBy)}</p>}
      {interest.courses.length > 0 ? (
        <ul className="quiz-courses" aria-labelledby={headingId}>
          {interest.courses.map((course) => (
            <CourseCard key={course.key} course={course} />
          ))}
        </ul>
      ) : (
        <p className="quiz-interest__empty">
          {interest.coursesUnavailable ? "We couldn't load its courses just now." : "No courses that match your answers are listed here right now."}
        </p>
      )}
      <p className="quiz-interest__all">
        <SiteLink href={interest.url}>
          See all {interest.label} courses
          <Icon name="arrow-right" size={16} />
        </SiteLink>
      </p>
    </li>
  );
}

/** The quiz's result: two or three study areas, why, their best interest areas and a few courses of each. */
export function QuizResult({ view, notice }: { view: ResultView; notice: string | null }) {
  return (
    <div className="quiz-result">
      <h2 id={STEP_ANCHOR} className="quiz-result__title" tabIndex={-1}>
        Your course suggestions
      </h2>
      {notice && <p className="quiz-notice">{notice}</p>}
      <p className="quiz-result__intro">
        Based on your answers, these study areas are a good place to start.{view.fitNote ? ` ${view.fitNote}` : ""}
      </p>
      <ol className="quiz-areas">
        {view.recommendations.map((area, rank) => (
          <li key={area.slug} className="quiz-area">
            <p className="quiz-area__rank">{rank === 0 ? "Best match" : `Suggestion ${rank + 1}`}</p>
            <h3 className="quiz-area__title">{area.label}</h3>
            {(area.reason || area.levelNote) && (
              <p className="quiz-area__reason">{[area.reason, area.levelNote].filter(Boolean).join(" ")}</p>
            )}
            <ul className="quiz-interests">
              {area.interestAreas.map((interest, index) => (
                <InterestArea key={interest.url} interest={interest} headingId={`quiz-${area.slug}-${index}`} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <section className="quiz-answers" aria-labelledby="quiz-answers-title">
        <h2 id="quiz-answers-title" className="quiz-answers__title">
          Your answers
        </h2>
        <dl className="quiz-answers__list">
          {view.answers.map((answer) => (
            <div key={answer.question} className="quiz-answers__item">
              <dt>{answer.question}</dt>
              <dd>
                <span>{answer.answer}</span>
                <a className="quiz-answers__change" href={answer.changeHref}>
                  Change<span className="visually-hidden"> {answer.changeLabel}</span>
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="button-row quiz-result__actions">
        <a className="button button--secondary button--medium" href={view.restartHref}>
          Start again
        </a>
        <SiteLink href={view.browseHref}>Browse all study areas</SiteLink>
      </div>
    </div>
  );
}
