"use client";
import { useState } from "react";
import { Icon } from "@/components/icons/Icon";
import { removeCourse, saveCourse, SHORTLIST_MAX } from "./shortlist-store";
import type { ShortlistCourse } from "./types";
import { useShortlist } from "./use-shortlist";

const NOTES = {
  saved: "",
  full: `Your shortlist is full (${SHORTLIST_MAX} courses). Remove one to save this course.`,
  unavailable: "This browser is not letting us keep your shortlist.",
};

/**
 * Saves a course to the shortlist, or takes it off again. Hidden until scripts run (the shortlist lives in
 * the browser: without them the button could do nothing).
 */
export function SaveCourseButton({ course }: { course: ShortlistCourse }) {
  const list = useShortlist();
  const [note, setNote] = useState("");
  const saved = list?.some((c) => c.code === course.code) ?? false;
  const toggle = () => {
    if (saved) removeCourse(course.code);
    setNote(saved ? "" : NOTES[saveCourse(course)]);
  };
  return (
    <span className="save-course" hidden={list === null}>
      <button type="button" className="save-course__button" aria-pressed={saved} onClick={toggle}>
        <Icon name="bookmark" />
        {saved ? (
          <span>
            Saved<span className="visually-hidden"> {course.title} to shortlist</span>
          </span>
        ) : (
          <span>
            Save<span className="visually-hidden"> {course.title}</span> to shortlist
          </span>
        )}
      </button>
      <span className="save-course__note" role="status">
        {note}
      </span>
    </span>
  );
}
