"use client";
import { useEffect, useRef, useState } from "react";
import type { FeeLine } from "@/mapping/course/fees";
import { track } from "../analytics/track";
import { choose, estimateText } from "@/mapping/course/estimate-text";

export interface FeeEstimateFormProps {
  action: string;
  courseCode: string;
  audience: "domestic" | "international";
  lines: FeeLine[];
  durationYears: number | null;
  feeYear: number | null;
  /** The choice the form starts with (the server's answer starts with the one it answered). */
  initialPlace?: string;
  initialLoad?: "full-time" | "part-time";
}

/**
 * The fee estimate of a course page: a GET form that the server answers (FEE_ESTIMATE_PATH), made instant by
 * its script, which works the same figures out in place and announces them.
 */
export function FeeEstimateForm({ action, courseCode, audience, lines, durationYears, feeYear, initialPlace, initialLoad = "full-time" }: FeeEstimateFormProps) {
  const [place, setPlace] = useState<string>(initialPlace ?? lines[0]?.kind ?? "csp");
  const [load, setLoad] = useState<"full-time" | "part-time">(initialLoad);
  const [changed, setChanged] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const update = (next: { place?: string; load?: "full-time" | "part-time" }) => {
    const p = next.place ?? place;
    const l = next.load ?? load;
    setPlace(p);
    setLoad(l);
    setChanged(true);
    track("fee_estimate", { course_code: courseCode, audience, place: p, load: l });
  };
  // As the form is hydrated: a choice made before the page's scripts ran is in the form (React leaves a radio as
  // the visitor set it), not in this state; the estimate is worked out for it now, as it is for a choice made after.
  useEffect(() => {
    const chosen = form.current === null ? null : earlyChoice(new FormData(form.current), place, load);
    if (chosen !== null) update(chosen);
    // Once, as the form is hydrated: later choices are the radios' own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choice = choose(lines, place, load);
  if (!choice) return null;
  const text = estimateText(choice, durationYears, feeYear);
  return (
    <form ref={form} className="fee-estimate" method="get" action={action} aria-labelledby="fee-estimate-title"
      onSubmit={(e) => {
        e.preventDefault();
        update({});
      }}>
      <h3 id="fee-estimate-title">Estimate your fees</h3>
      <input type="hidden" name="course" value={courseCode} />
      <input type="hidden" name="audience" value={audience} />
      {lines.length > 1 && (
        <fieldset className="fee-estimate__group">
          <legend>Type of place</legend>
          {lines.map((l) => (
            <label key={l.kind} className="fee-estimate__choice">
              <input type="radio" name="place" value={l.kind} checked={place === l.kind} onChange={() => update({ place: l.kind })} />
              <span>{l.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {lines.length === 1 && <input type="hidden" name="place" value={lines[0]!.kind} />}
      <fieldset className="fee-estimate__group">
        <legend>Study load</legend>
        <label className="fee-estimate__choice">
          <input type="radio" name="load" value="full-time" checked={load === "full-time"} onChange={() => update({ load: "full-time" })} />
          <span>Full time</span>
        </label>
        <label className="fee-estimate__choice">
          <input type="radio" name="load" value="part-time" checked={load === "part-time"} onChange={() => update({ load: "part-time" })} />
          <span>Part time (half a full-time load)</span>
        </label>
      </fieldset>
      <button type="submit" className="button button--secondary button--medium fee-estimate__submit">Estimate my fees</button>
      <div className="fee-estimate__result">
        <p className="fee-estimate__heading">{text.heading}</p>
        <p className="fee-estimate__figure">
          <strong>{text.perYear}</strong> a year{text.years ? ` ${text.years}` : ""}
        </p>
        {text.total && <p>About <strong>{text.total}</strong> for the whole course.</p>}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">{changed ? text.sentence : ""}</p>
    </form>
  );
}

/** What the form says was chosen, where it differs from the estimate shown (a choice made before scripts ran). */
export function earlyChoice(data: FormData, place: string, load: "full-time" | "part-time"): { place?: string; load?: "full-time" | "part-time" } | null {
  const chosenPlace = data.get("place");
  const chosenLoad = data.get("load");
  const next: { place?: string; load?: "full-time" | "part-time" } = {};
  if (typeof chosenPlace === "string" && chosenPlace !== place) next.place = chosenPlace;
  if ((chosenLoad === "full-time" || chosenLoad === "part-time") && chosenLoad !== load) next.load = chosenLoad;
  return next.place === undefined && next.load === undefined ? null : next;
}
