import { PageHeader } from "@/components/page/PageHeader";
import { FocusOnArrival } from "@/features/course-quiz/FocusOnArrival.client";
import { QuizAside } from "@/features/course-quiz/QuizAside";
import { QuizQuestionForm } from "@/features/course-quiz/QuizQuestionForm";
import { QuizResult } from "@/features/course-quiz/QuizResult";
import { STEP_ANCHOR } from "@/mapping/course-quiz/quiz-view";
import "@/features/course-quiz/course-quiz.css";
import type { CourseQuizPageData } from "@/resolve/course-quiz-page";

/** The course discovery quiz (spec §2.1): one question at a time, then the study areas that suit. */
export function CourseQuizPage({ title, intro, links, notice, view }: Omit<CourseQuizPageData, "head">) {
  return (
    <div className="simple-page">
      <PageHeader title={title} summary={intro} />
      <div className="container page-body">
        {view.kind === "result" ? (
          <QuizResult view={view} notice={notice} />
        ) : (
          <div className="quiz-layout">
            <QuizQuestionForm view={view} notice={notice} />
            <QuizAside total={view.total} links={links} />
          </div>
        )}
        <FocusOnArrival targetId={STEP_ANCHOR} />
      </div>
    </div>
  );
}
