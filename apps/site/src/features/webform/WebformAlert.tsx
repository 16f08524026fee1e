import type { Ref } from "react";
import type { Alert } from "./form-outcome";

/** What happened to the form, above it: sent (its confirmation), or why it was not. */
export function WebformAlert({ alert, ref, autoFocus }: { alert: NonNullable<Alert>; ref: Ref<HTMLDivElement>; autoFocus: boolean }) {
  return (
    <div ref={ref} tabIndex={-1} autoFocus={autoFocus} className={`webform-alert webform-alert--${alert.kind}`} role={alert.kind === "danger" ? "alert" : "status"}>
      <span className="webform-alert__mark" aria-hidden="true">{alert.kind === "success" ? "✓" : "!"}</span>
      <div className="webform-alert__body">
        {alert.title && <h3 className="webform-alert__title">{alert.title}</h3>}
        {/* A confirmation's HTML is sanitised on the server, the visitor's answers escaped (confirmation.ts). */}
        {alert.html ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: alert.html }} /> : <p>{alert.text}</p>}
      </div>
    </div>
  );
}
