"use client";
import { useEffect, useState, type RefObject } from "react";
import { focusAnswer } from "./focus-answer";

/** Where focus goes after a submit: an answer's key, or null for the alert. A new object each time. */
export type FocusTarget = { key: string | null };

/**
 * Once React has drawn the messages (so a screen reader hears them with the field): focuses the first answer to
 * fix, or the alert that says what happened. Returns what sets the target.
 */
export function useFocusAfterSubmit(prefix: string, alertRef: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<FocusTarget | null>(null);
  useEffect(() => {
    if (target === null) return;
    if (target.key !== null) focusAnswer(prefix, target.key);
    else if (alertRef.current) {
      alertRef.current.scrollIntoView({ block: "center" });
      alertRef.current.focus({ preventScroll: true });
    }
  }, [target, prefix, alertRef]);
  return setTarget;
}
