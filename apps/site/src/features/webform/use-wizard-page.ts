"use client";
import { useEffect, useRef, useState } from "react";
import type { FieldState } from "@yu/webform-rules";
import type { FormElement } from "@/mapping/webform/field-schema";
import { currentPage, DEFAULT_NEXT_LABEL, DEFAULT_PREV_LABEL, pageOf, stepFrom, wizardPages, type WizardStep } from "./wizard";

/**
 * The page a multi-page form shows (wizard.ts), one at a time; the server names it after a post without scripts.
 * For a form of one page, `page` is null and every element is drawn.
 */
export function useWizardPage(elements: readonly FormElement[], states: Readonly<Record<string, FieldState>>, postedPage: string | null) {
  const [pageName, setPageName] = useState<string | null>(postedPage);
  const pages = wizardPages(elements, states);
  const page = currentPage(pages, pageName);
  const index = page === null ? -1 : pages.findIndex((p) => p.name === page.name);
  const progressRef = useRef<HTMLParagraphElement>(null);
  /** Set when the visitor moves to another page: focus goes to where the page says which it is. */
  const [movedTo, setMovedTo] = useState(0);

  useEffect(() => {
    if (movedTo === 0) return;
    progressRef.current?.scrollIntoView({ block: "start" });
    progressRef.current?.focus({ preventScroll: true });
  }, [movedTo]);

  return {
    pages,
    page,
    index,
    progressRef,
    /** Previous (null on the first page) and Next (null on the last, which has the form's own submit). */
    buttons: page === null ? null : {
      prev: index > 0 ? (page.prevLabel ?? DEFAULT_PREV_LABEL) : null,
      next: index < pages.length - 1 ? (page.nextLabel ?? DEFAULT_NEXT_LABEL) : null,
    },
    /** Moves a page on or back. */
    step(direction: WizardStep) {
      if (page === null) return;
      setPageName(stepFrom(pages, page, direction).name);
      setMovedTo((n) => n + 1);
    },
    /** Shows the page that holds an answer to fix (focus goes to the answer itself). */
    showPageOf(key: string) {
      const holding = pageOf(pages, key);
      if (holding !== null) setPageName(holding.name);
    },
  };
}
