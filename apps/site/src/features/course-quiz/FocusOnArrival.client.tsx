"use client";

import { useEffect } from "react";
import { cameFromQuiz } from "./arrival";

/**
 * After each step (a full page load), focus goes to what the visitor needs next: the new question's
 * heading, the problem with their answer, or the result. Without scripts the page still scrolls there
 * (the form's action names it).
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    if (!cameFromQuiz(document.referrer, window.location)) return;
    document.getElementById(targetId)?.focus();
  }, [targetId]);
  return null;
}
