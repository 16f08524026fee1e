"use client";

import { useEffect } from "react";
import { cameFromQuiz, focusIsUnclaimed } from "./arrival";

/**
 * After each step (a full page load), focus goes to what the visitor needs next: the new question's
 * heading, the problem with their answer, or the result. The address's fragment names the same element, so
 * browsers that focus a fragment's target already have; this covers those that only scroll to it. It runs once
 * the page's scripts have, after the first paint: focus the visitor has moved by then stays where they put it.
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || !focusIsUnclaimed(document.activeElement, document.body) || !cameFromQuiz(document.referrer, window.location)) return;
    target.focus();
  }, [targetId]);
  return null;
}
