/* The content checks, one rule set: CHECKS (the table), runChecks (a page's findings) and summarise (their counts). */
export * from "./check.ts";
export * from "./checks.ts";
export * from "./run-checks.ts";
export * from "./summarise.ts";
export { readingEase } from "./readability/reading-ease.ts";
export { syllables } from "./readability/syllables.ts";
