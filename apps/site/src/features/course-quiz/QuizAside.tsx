import { LinkList } from "@/components/link/LinkList";
import type { LinkModel } from "@/mapping/link";

const WORDS = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

/** Beside the questions: what the quiz is, that nothing is kept, and where to look instead. */
export function QuizAside({ total, links }: { total: number; links: LinkModel[] }) {
  return (
    <aside className="quiz-aside" aria-labelledby="quiz-aside-title">
      <h2 id="quiz-aside-title" className="quiz-aside__title">
        About this quiz
      </h2>
      <ul className="quiz-aside__facts">
        <li>{WORDS[total] ?? total} short questions, about two minutes.</li>
        <li>You'll get two or three study areas to explore, with courses that match.</li>
        <li>Nothing is saved: your answers stay in this page's address, so you can share your results.</li>
      </ul>
      {links.length > 0 && (
        <nav aria-label="Other ways to find a course">
          <p className="quiz-aside__more">Rather look around yourself?</p>
          <LinkList links={links} />
        </nav>
      )}
    </aside>
  );
}
