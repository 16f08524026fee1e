import type { ScholarshipDateState } from "@/mapping/scholarship/dates";

/**
 * Where a scholarship's applications stand, in words: "Closes 12 December 2026", "Closing soon: closes in 5 days",
 * "Closed", "Always open", "Opens 1 March 2027". Closing soon is marked by its words, weight, a bar and a sign, not
 * by colour alone; the date itself is a `<time>`.
 */
export function ScholarshipDate({ date, className }: { date: ScholarshipDateState; className?: string }) {
  const day = date.kind === "opens" ? date.opens : date.closes;
  const classes = ["scholarship-date", `scholarship-date--${date.kind}`, className ?? ""].filter(Boolean).join(" ");
  return (
    <p className={classes}>
      {day ? <time dateTime={day}>{date.label}</time> : date.label}
    </p>
  );
}
