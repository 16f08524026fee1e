/* The slider of spec §5: defaults min 0, max 100, step 1; on a two-handle (#range) slider the lower value cannot
 * exceed the upper and vice versa; values show with thousands separators and an optional prefix. */

export interface SliderRules {
  min: number;
  max: number;
  step: number;
}

export function sliderRules(config: { min?: number | null; max?: number | null; step?: number | null }): SliderRules {
  const min = config.min ?? 0;
  const max = config.max ?? 100;
  const step = config.step && config.step > 0 ? config.step : 1;
  return { min, max: Math.max(min, max), step };
}

/** Snaps a value onto the slider's steps, inside its bounds. */
export function snapSlider(value: number, { min, max, step }: SliderRules): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, Number(snapped.toFixed(10))));
}

/** A range slider after one handle moved: the moved handle stops at the other one, so lower ≤ upper always. */
export function moveRangeHandle(
  range: readonly [number, number],
  handle: "lower" | "upper",
  value: number,
  rules: SliderRules,
): [number, number] {
  const v = snapSlider(value, rules);
  const [lower, upper] = range;
  return handle === "lower" ? [Math.min(v, upper), upper] : [lower, Math.max(v, lower)];
}

/** A range slider's starting handles: `[lower, upper]` or "lower,upper", snapped and ordered; else the whole range. */
export function startingRange(parts: readonly (number | null)[], rules: SliderRules): [number, number] {
  const [a, b] = parts;
  if (a == null || b == null) return [rules.min, rules.max];
  const lower = snapSlider(Math.min(a, b), rules);
  return [lower, Math.max(lower, snapSlider(Math.max(a, b), rules))];
}

/** Whether a number lies on the steps counted from min (or from 0). */
export function onStep(n: number, { min, step }: { min?: number | null; step?: number | null }): boolean {
  if (step === null || step === undefined || step <= 0) return true;
  const steps = (n - (min ?? 0)) / step;
  return Math.abs(steps - Math.round(steps)) <= 1e-9;
}

const THOUSANDS = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 10 });

/** 12500 with prefix "$" → "$12,500". */
export function formatSliderValue(value: number, prefix = ""): string {
  return `${prefix}${THOUSANDS.format(value)}`;
}
