import type { Ref } from "react";
import { HONEYPOT_FIELD } from "./form-outcome";

/** A trap for bots: people never see or reach it; the content service refuses a form that fills it. */
export function BotTrap({ prefix, ref }: { prefix: string; ref: Ref<HTMLInputElement> }) {
  return (
    <div className="webform-trap" aria-hidden="true">
      <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>Leave this empty</label>
      <input ref={ref} id={`${prefix}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
