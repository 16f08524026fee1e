/** Funnelback sorts metadata as text: numbers are zero-padded to this many digits. */
export const VALUE_SORT_DIGITS = 9;
/** A typical full-time year of tuition fees (AUD): what a share of fees is ranked against when it has no amount. */
export const REFERENCE_ANNUAL_FEES = 30_000;

const PAYMENTS_A_YEAR: Readonly<Record<string, number>> = { per_year: 1, per_semester: 2, per_fortnight: 26, one_off: 1 };

export interface ScholarshipValue {
  amount: number | null;
  frequency: string | null;
  valueText: string;
  support: string | null;
}

/**
 * The `valueSort` metadata: the annual AUD equivalent of a scholarship, zero-padded. An amount counts once a year
 * (`one_off`, `per_year`), twice (`per_semester`) or 26 times (`per_fortnight`). Without an amount, a share of fees
 * ("50% of tuition fees"; a fee waiver is all of them) is ranked as that share of REFERENCE_ANNUAL_FEES; anything
 * else without an amount is 0.
 */
export function valueSort({ amount, frequency, valueText, support }: ScholarshipValue): string {
  let annual = 0;
  if (amount !== null && Number.isFinite(amount) && amount > 0) {
    annual = amount * (PAYMENTS_A_YEAR[frequency ?? "one_off"] ?? 1);
  } else {
    const percent = /(\d{1,3}(?:\.\d+)?)\s?%/.exec(valueText);
    const share = percent !== null ? Math.min(Number(percent[1]), 100) / 100
      : /waiver/i.test(valueText) || support === "Fee waiver" ? 1 : 0;
    annual = share * REFERENCE_ANNUAL_FEES;
  }
  const capped = Math.min(Math.round(annual), 10 ** VALUE_SORT_DIGITS - 1);
  return String(capped).padStart(VALUE_SORT_DIGITS, "0");
}

/** `YYYY-MM-DD` (or an ISO date and time) as Funnelback's `yyyymmdd`; null when it is not a date. */
export function compactDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return match === null ? null : `${match[1]}${match[2]}${match[3]}`;
}

/** The `closeDate` of a scholarship that is always open: after every date anyone asks about. */
export const ALWAYS_OPEN_CLOSE_DATE = "99991231";
