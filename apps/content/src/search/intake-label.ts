const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
  "December"];

/** The Intake facet's label of one `field_course_intakes` entry: "February 2027" for a date, the month alone for a month name. */
export function intakeLabel(intake: string): string | null {
  const dated = /^(\d{4})-(\d{2})-\d{2}/.exec(intake.trim());
  if (dated !== null) {
    const month = MONTHS[Number(dated[2]) - 1];
    return month === undefined ? null : `${month} ${dated[1]}`;
  }
  const month = MONTHS.find((name) => name.toLowerCase() === intake.trim().toLowerCase());
  return month ?? null;
}

/** Sort key of an intake label: dated intakes chronologically, then month-only intakes by month. */
export function intakeOrder(label: string): number {
  const [month, year] = label.split(" ");
  const index = MONTHS.indexOf(month ?? "");
  if (index < 0) return Number.MAX_SAFE_INTEGER;
  return year === undefined ? 1_000_000 + index : Number(year) * 12 + index;
}
