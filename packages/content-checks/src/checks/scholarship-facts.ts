import { hasValue, isPublished, universityDay } from "../fields.ts";
import { finding, type Check } from "../check.ts";
import { missingFacts, type Fact } from "./course-facts.ts";

/** The scholarship's fields (content/catalogue/FIELDS.md, apps/site/src/mapping/types/scholarship.ts). */
const SCHOLARSHIP_FACTS: readonly Fact[] = [
  { name: "value", fields: ["field_scholarship_value_text"],
    message: "Add what this scholarship is worth as a visitor reads it (\"$5,000 a year\", \"Full tuition fee waiver\")." },
];

export const scholarshipFacts: Check = {
  id: "scholarship-facts",
  severity: "error",
  title: "Scholarship without its value",
  run({ page }) {
    return page.type === "node--scholarship" ? missingFacts(this, page.fields, SCHOLARSHIP_FACTS) : [];
  },
};

/** No close date reads as "always open" on the page: right for some scholarships, an oversight for most. */
export const scholarshipDates: Check = {
  id: "scholarship-dates",
  severity: "tip",
  title: "Scholarship without a close date",
  run({ page }) {
    if (page.type !== "node--scholarship" || hasValue(page.fields.field_scholarship_close_date)) return [];
    return [finding(this, "This scholarship has no close date, so the page says it is always open: add the date applications close (and open), unless it really is always open.",
      { field: "field_scholarship_close_date" })];
  },
};

/** A closed scholarship still published is still promoted: in search, in the finder, on course pages. */
export const scholarshipClosed: Check = {
  id: "scholarship-closed",
  severity: "warning",
  title: "Published scholarship whose close date has passed",
  run({ page, now }) {
    const closes = page.fields.field_scholarship_close_date;
    if (page.type !== "node--scholarship" || !isPublished(page.fields) || typeof closes !== "string") return [];
    // The close date is the last day applications are taken, to 23:59 at the university.
    if (closes.slice(0, 10) >= universityDay(now)) return [];
    return [finding(this, `Applications closed on ${closes.slice(0, 10)}: update the dates for the next round, or unpublish the scholarship.`,
      { field: "field_scholarship_close_date", excerpt: closes.slice(0, 10) })];
  },
};
