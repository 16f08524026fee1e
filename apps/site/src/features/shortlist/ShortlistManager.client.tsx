"use client";
import { useRef, useState } from "react";
import { SiteLink } from "@/components/link/SiteLink";
import { COMPARE_MAX, COMPARE_PARAM, COMPARE_PATH } from "@/routing/shortlist-paths";
import { removeCourse } from "./shortlist-store";
import type { ShortlistCourse } from "./types";
import { useShortlist } from "./use-shortlist";

const courses = (n: number) => `${n} ${n === 1 ? "course" : "courses"}`;

interface ListProps {
  list: readonly ShortlistCourse[];
  heading: React.RefObject<HTMLHeadingElement | null>;
  onRemove: (course: ShortlistCourse) => void;
}

/** The saved courses in a form that asks the compare page for the chosen ones (a plain GET: the page needs no script). */
function CompareForm({ list, heading, onRemove }: ListProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const picked = list.filter((c) => chosen.has(c.code)).length;
  const problem = picked > COMPARE_MAX
    ? `You’ve chosen ${courses(picked)}. Choose up to ${COMPARE_MAX} to compare.`
    : tried && picked === 0 ? `Choose up to ${COMPARE_MAX} courses to compare.` : "";
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    setChosen(next);
  };
  const submit = (event: React.FormEvent) => {
    if (picked > 0 && picked <= COMPARE_MAX) return;
    event.preventDefault();
    setTried(true);
  };
  return (
    <form className="shortlist" action={COMPARE_PATH} method="get" onSubmit={submit}>
      <h2 ref={heading} tabIndex={-1} className="shortlist__heading">
        {courses(list.length)} saved
      </h2>
      <p className="shortlist__hint">Choose up to {COMPARE_MAX} to compare side by side.</p>
      <ul className="shortlist__list">
        {list.map((c) => (
          <li key={c.code} className="shortlist__item">
            <span className="shortlist__choose">
              <input type="checkbox" id={`compare-${c.code}`} name={COMPARE_PARAM} value={c.code} checked={chosen.has(c.code)}
                onChange={(e) => toggle(c.code, e.target.checked)} />
              <label htmlFor={`compare-${c.code}`}>
                Compare<span className="visually-hidden"> {c.title}</span>
              </label>
            </span>
            <span className="shortlist__course">
              <SiteLink href={c.url} className="shortlist__title">{c.title}</SiteLink>
              <span className="shortlist__meta">{[c.level, c.code].filter(Boolean).join(" · ")}</span>
            </span>
            <button type="button" className="shortlist__remove" onClick={() => onRemove(c)}>
              Remove<span className="visually-hidden"> {c.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="shortlist__problem" role="status" id="shortlist-problem">{problem}</p>
      <button type="submit" className="shortlist__compare" aria-describedby="shortlist-problem">Compare</button>
    </form>
  );
}

/**
 * The shortlist page's list, read from this browser's storage: nothing until it has been read (the page says
 * without scripts why), `empty` when nothing is saved.
 */
export function ShortlistManager({ empty }: { empty: React.ReactNode }) {
  const list = useShortlist();
  const [said, setSaid] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const emptyState = useRef<HTMLDivElement>(null);
  if (list === null) return null;
  const remove = (course: ShortlistCourse) => {
    removeCourse(course.code);
    setSaid(`${course.title} removed from your shortlist.`);
    // Its button is gone: focus goes to what the list now says (its count, or that nothing is saved).
    requestAnimationFrame(() => (heading.current ?? emptyState.current)?.focus());
  };
  return (
    <>
      {list.length > 0 ? (
        <CompareForm list={list} heading={heading} onRemove={remove} />
      ) : (
        <div ref={emptyState} tabIndex={-1} className="shortlist-empty">
          {empty}
        </div>
      )}
      <p className="visually-hidden" role="status">{said}</p>
    </>
  );
}
