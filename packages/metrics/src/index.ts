export { LATENCY_BUCKETS, statusClass } from "./request-figures.ts";
export { startMetricsServer } from "./metrics-server.ts";
