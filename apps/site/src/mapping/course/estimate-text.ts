import { formatMoney } from "../format/money";
import { estimateFee, yearsLabel, type StudyLoad } from "./fee-estimate";
import type { FeeLine } from "./fees";

export interface EstimateChoice {
  line: FeeLine;
  load: StudyLoad;
}

export interface EstimateText {
  /** "Commonwealth supported place, part time" */
  heading: string;
  perYear: string;
  /** "for 6 years" or null when the duration is unknown. */
  years: string | null;
  total: string | null;
  /** The whole sentence, for the announcement after a change. */
  sentence: string;
}

const money = (n: number) => formatMoney(n) ?? `$${n}`;

/** What the estimate says for one choice of place and load, from the same figures as the server's answer. Pure. */
export function estimateText({ line, load }: EstimateChoice, durationYears: number | null, feeYear: number | null): EstimateText {
  const e = estimateFee({ annual: line.annual, durationYears, load });
  const loadLabel = load === "part-time" ? "part time" : "full time";
  const heading = `${line.label}, ${loadLabel}`;
  const years = e.years === null ? null : `for ${yearsLabel(e.years)}`;
  const total = e.total === null ? null : money(e.total);
  const rates = feeYear ? ` at ${feeYear} rates` : "";
  const sentence = `${heading}: about ${money(e.perYear)} a year${years ? ` ${years}` : ""}${total ? `, about ${total} for the whole course` : ""}${rates}.`;
  return { heading, perYear: money(e.perYear), years, total, sentence };
}

/** The line a choice names, or the first; a load that is not one is full time. */
export function choose(lines: readonly FeeLine[], place: string | null | undefined, load: string | null | undefined): EstimateChoice | null {
  const line = lines.find((l) => l.kind === place) ?? lines[0];
  if (!line) return null;
  return { line, load: load === "part-time" ? "part-time" : "full-time" };
}
