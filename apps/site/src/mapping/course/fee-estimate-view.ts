import type { Resource } from "@/tide/types";
import { bool, str } from "../attributes";
import { nodePath } from "../node-path";
import type { Audience } from "@/config/audience";
import { choose, estimateText, type EstimateText } from "./estimate-text";
import { isStudyLoad, type StudyLoad } from "./fee-estimate";
import { courseFees, type FeeLine } from "./fees";

/** The server's answer to a course page's fee estimate form. */
export interface FeeEstimateView {
  course: { code: string; title: string; href: string };
  audience: Audience;
  lines: FeeLine[];
  durationYears: number | null;
  feeYear: number | null;
  place: FeeLine["kind"];
  load: StudyLoad;
  estimate: EstimateText;
  /** The same course's other choices, for comparison: every place at both loads. */
  others: { place: FeeLine["kind"]; load: StudyLoad; estimate: EstimateText }[];
}

/**
 * The estimate a fee estimate address asks for (`course`, `audience`, `place`, `load`) of the course found by its
 * code; null when the course gives no fee figures for that audience. A place or load the course does not have
 * falls back to its first place, full time. Pure.
 */
export function feeEstimateView(course: Resource, query: URLSearchParams): FeeEstimateView | null {
  const a = course.attributes;
  const audience: Audience = query.get("audience") === "international" && bool(a, "field_course_international") ? "international" : "domestic";
  const fees = courseFees(a, audience);
  if (!fees || fees.perCourse) return null;
  const requestedLoad = query.get("load");
  const chosen = choose(fees.lines, query.get("place"), isStudyLoad(requestedLoad) ? requestedLoad : "full-time");
  if (!chosen) return null;
  const href = nodePath(course);
  const others = fees.lines.flatMap((line) => (["full-time", "part-time"] as const).map((load) => ({ place: line.kind, load, estimate: estimateText({ line, load }, fees.durationYears, fees.year) })))
    .filter((o) => !(o.place === chosen.line.kind && o.load === chosen.load));
  return {
    course: { code: str(a, "field_course_code") ?? "", title: str(a, "title") ?? "This course", href: audience === "international" && href !== "#" ? `${href}/international` : href },
    audience,
    lines: fees.lines,
    durationYears: fees.durationYears,
    feeYear: fees.year,
    place: chosen.line.kind,
    load: chosen.load,
    estimate: estimateText(chosen, fees.durationYears, fees.year),
    others,
  };
}

/** The fee estimate page's answer. */
export type FeeEstimateOutcome =
  | { kind: "estimate"; view: FeeEstimateView }
  /** No course has the code, or it gives no fee figures. */
  | { kind: "no-figures" }
  | { kind: "unavailable" };
