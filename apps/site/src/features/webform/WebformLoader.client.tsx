"use client";
/* The form's code is a chunk of its own: a page without a form never downloads it. The form is rendered on the
 * server, so it is on screen before its script arrives; React.lazy rather than next/dynamic, whose loader would
 * add ~1.8 KB to every page's first load. */
import { lazy, Suspense } from "react";
import type { WebformProps } from "./Webform.client";

const Webform = lazy(() => import("./Webform.client"));

export function WebformLoader(props: WebformProps) {
  return (
    <Suspense fallback={null}>
      <Webform {...props} />
    </Suspense>
  );
}
