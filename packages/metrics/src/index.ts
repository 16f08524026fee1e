export { startMetricsServer } from "./metrics-server.ts";
export { metricOnce, processRegistry } from "./process-registry.ts";
export { LATENCY_BUCKETS, statusClass } from "./request-figures.ts";
