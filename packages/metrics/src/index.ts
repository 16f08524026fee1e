export { startMetricsServer } from "./metrics-server.ts";
export { metricOnce, processRegistry } from "./process-registry.ts";
export { LATENCY_BUCKETS, statusClass, SUBMISSION_OUTCOMES, submissionOutcome } from "./request-figures.ts";
export { MEMO_LOOKUPS, memoCacheFigures, type MemoFigures, type MemoLookupResult } from "./memo-figures.ts";
export { addressWithoutCredentials, tracingOn } from "./startup-facts.ts";
