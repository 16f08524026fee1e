import type { Ref } from "react";
import { CARRIED_FIELD, PAGE_FIELD } from "./wizard";

/** Which page of a multi-page form this is: focus comes here when the visitor moves to another page. */
export function PageProgress({ ref, number, of, title }: { ref: Ref<HTMLParagraphElement>; number: number; of: number; title: string | null }) {
  return (
    <p ref={ref} tabIndex={-1} className="webform-progress">
      Page {number} of {of}
      {title ? `: ${title}` : ""}
    </p>
  );
}

/** What a page of a multi-page form sends without scripts besides its own answers: which page it is, and the
 * answers of the other pages (wizard.ts). */
export function PageCarry({ page, carried }: { page: string; carried: Record<string, unknown> }) {
  return (
    <>
      <input type="hidden" name={PAGE_FIELD} value={page} />
      <input type="hidden" name={CARRIED_FIELD} value={JSON.stringify(carried)} />
    </>
  );
}
