import { CONFIRMATION_ID } from "./ask-locations";
import type { StudentsView } from "./students-view";

/** The question was stored: whom it went to, when to expect a reply, and its reference. */
export function AskConfirmation({ asked }: { asked: NonNullable<StudentsView["asked"]> }) {
  return (
    <div id={CONFIRMATION_ID} className="webform-alert webform-alert--success student-confirmation" role="status" tabIndex={-1}>
      <span className="webform-alert__mark" aria-hidden="true">
        ✓
      </span>
      <div>
        <h2 className="student-confirmation__title">Question sent</h2>
        <p>
          Thanks, your question has been sent to {asked.name ?? "our student"}. They will reply by email within a week.
          {asked.reference && ` Your reference is ${asked.reference}.`}
        </p>
      </div>
    </div>
  );
}
