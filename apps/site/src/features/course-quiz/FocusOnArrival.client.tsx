"use client";

import { useEffect } from "react";
import { cameFromQuiz } from "./arrival";

/**
 * After each step (a full page load), focus goes to what the visitor needs next: the new question's
 * heading, the problem with their answer, or the result. The address's fragment names the same element, so
 * browsers that focus a fragment's target already have; this covers those that only scroll to it.
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || document.activeElement === target || !cameFromQuiz(document.referrer, window.location)) return;
    target.focus();
  }, [targetId]);
  return null;
}
