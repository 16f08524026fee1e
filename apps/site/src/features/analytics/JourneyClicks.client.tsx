"use client";
import { useEffect } from "react";
import { isJourneyEvent, track } from "./track";

/**
 * Counts clicks on the links a page marks with `data-analytics-event` (a course page's Apply and Enquire), with
 * their `data-course-code`. One listener for the page: the links themselves stay plain server-rendered anchors.
 */
export function JourneyClicks({ audience }: { audience?: string }) {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLElement>("[data-analytics-event]") : null;
      const event = link?.dataset.analyticsEvent;
      if (link && isJourneyEvent(event)) track(event, { course_code: link.dataset.courseCode, audience });
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [audience]);
  return null;
}
