"use client";
/* The form's code is a chunk of its own in the browser: a page without a form never downloads it (React.lazy rather
 * than next/dynamic, whose loader would add ~1.8 KB to every page's first load). On the server it is imported as it
 * is, and no Suspense boundary of the form's own is drawn: the server waits for the form (its server action's
 * fields are encoded asynchronously), so that it is in the page's HTML, in place and visible, before and without
 * its script. A boundary would send it later, hidden, shown only by a script. In the browser, the page keeps the
 * server's form on screen, usable as HTML, while its chunk arrives. */
import { lazy, type ComponentType } from "react";
import type { WebformProps } from "./Webform.client";

// `typeof window` is a constant in each of Next's bundles: each keeps one branch, so the browser's never holds the
// form's code in the page's own chunk.
const Webform: ComponentType<WebformProps> =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only (above)
      (require("./Webform.client") as { default: ComponentType<WebformProps> }).default
    : lazy(() => import("./Webform.client"));

export function WebformLoader(props: WebformProps) {
  return <Webform {...props} />;
}
