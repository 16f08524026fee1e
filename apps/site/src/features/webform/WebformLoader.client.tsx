"use client";
/* The form's code is a chunk of its own: a page without a form never downloads it, a page with one gets it with
 * the page (rendered on the server, so the form is there before the script arrives). */
import dynamic from "next/dynamic";
import type { WebformProps } from "./Webform.client";

const Webform = dynamic(() => import("./Webform.client"));

export function WebformLoader(props: WebformProps) {
  return <Webform {...props} />;
}
