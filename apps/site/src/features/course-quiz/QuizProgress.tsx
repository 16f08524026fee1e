/** Where the visitor is in the quiz, in words and as a bar (the bar only repeats the words). */
export function QuizProgress({ number, total }: { number: number; total: number }) {
  return (
    <div className="quiz-progress">
      <p className="quiz-progress__text">
        Question {number} of {total}
      </p>
      <div className="quiz-progress__bar" aria-hidden="true">
        <div className="quiz-progress__fill" style={{ width: `${Math.round((number / total) * 100)}%` }} />
      </div>
    </div>
  );
}
