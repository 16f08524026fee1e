import { Button } from "@/components/button/Button";
import { Icon } from "@/components/icons/Icon";
import { QuizProgress } from "./QuizProgress";
import { STEP_ANCHOR, type HiddenField, type QuestionView } from "@/mapping/course-quiz/quiz-view";

const HINT_ID = "quiz-hint";
const ERROR_ID = "quiz-error";

const optionId = (question: string, option: string) => `quiz-${question}-${option}`;

function Hidden({ fields }: { fields: HiddenField[] }) {
  return fields.map((field) => <input key={`${field.name}=${field.value}`} type="hidden" name={field.name} value={field.value} />);
}

/**
 * One question of the quiz as a plain GET form: the answer chosen here travels with the others (hidden
 * fields) to the next step's address, so the quiz works without scripts and every step has its own URL.
 */
export function QuizQuestionForm({ view, notice }: { view: QuestionView; notice: string | null }) {
  const { question } = view;
  const multiple = question.max > 1;
  const firstOption = question.options[0];
  return (
    <div className="quiz-card">
      {view.backHref && (
        <a className="quiz-back" href={view.backHref}>
          <Icon name="arrow-left" size={18} />
          Back<span className="visually-hidden"> to question {view.number - 1}</span>
        </a>
      )}
      <QuizProgress number={view.number} total={view.total} />
      {notice && <p className="quiz-notice">{notice}</p>}
      {view.error && (
        <div id={STEP_ANCHOR} className="quiz-error-summary" role="alert" tabIndex={-1} aria-labelledby="quiz-error-summary-title">
          <h2 id="quiz-error-summary-title" className="quiz-error-summary__title">
            There is a problem
          </h2>
          <p className="quiz-error-summary__message">
            <a href={`#${optionId(question.id, firstOption?.id ?? "")}`}>{view.error}</a>
          </p>
        </div>
      )}
      <form className="quiz-form" action={view.action} method="get" noValidate>
        <Hidden fields={view.before} />
        <fieldset className="quiz-fieldset" aria-describedby={view.error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}>
          <legend className="quiz-legend">
            {/* The step's anchor, unless there is a problem to see first. */}
            <h2 id={view.error ? undefined : STEP_ANCHOR} className="quiz-question" tabIndex={-1}>
              {question.title}
            </h2>
          </legend>
          <p id={HINT_ID} className="quiz-hint">
            {question.hint}
          </p>
          {view.error && (
            <p id={ERROR_ID} className="quiz-error">
              <span className="visually-hidden">Error: </span>
              {view.error}
            </p>
          )}
          <ul className={question.options.length > 5 ? "quiz-options quiz-options--many" : "quiz-options"}>
            {question.options.map((option) => {
              const id = optionId(question.id, option.id);
              return (
                <li key={option.id} className="quiz-option">
                  <input
                    id={id}
                    className="quiz-option__input"
                    type={multiple ? "checkbox" : "radio"}
                    name={question.id}
                    value={option.id}
                    defaultChecked={view.selected.includes(option.id)}
                    aria-describedby={option.hint ? `${id}-hint` : undefined}
                  />
                  <label className="quiz-option__label" htmlFor={id}>
                    {option.label}
                  </label>
                  {option.hint && (
                    <span id={`${id}-hint`} className="quiz-option__hint">
                      {option.hint}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <Hidden fields={view.after} />
        <div className="quiz-actions">
          <Button kind="submit" size="large" icon="arrow-right">
            {view.submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
