"use client";
/* The fee estimate's code is a chunk of its own, fetched where a course page shows it: every other page of the
 * content route stays without it. It is rendered on the server, so the form is on screen before its script. */
import { lazy, Suspense } from "react";
import type { FeeEstimateFormProps } from "./FeeEstimateForm.client";

const FeeEstimateForm = lazy(() => import("./FeeEstimateForm.client"));

export function FeeEstimateLoader(props: FeeEstimateFormProps) {
  return (
    <Suspense fallback={null}>
      <FeeEstimateForm {...props} />
    </Suspense>
  );
}
