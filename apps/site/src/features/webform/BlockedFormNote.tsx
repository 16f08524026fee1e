/** A form with a required question this site cannot show cannot be sent here: the visitor is told what to do. */
export const BLOCKED_FORM = "Part of this form cannot be shown on this website, so it cannot be sent here. Please contact us by phone or email instead.";

export function BlockedFormNote() {
  return (
    <div className="webform-alert webform-alert--danger" role="note">
      <span className="webform-alert__mark" aria-hidden="true">!</span>
      <p>{BLOCKED_FORM}</p>
    </div>
  );
}
