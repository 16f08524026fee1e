// What both apps' traces share. Nothing here loads the OpenTelemetry SDK: start.ts imports it only when configured.
export { tracingSettings, type TracingSettings } from "./settings.js";
export { startTracing, stopTracing, type Tracing } from "./start.js";

/** The span attribute carrying a request's id (`x-request-id`), on both services' spans. */
export const REQUEST_ID_ATTRIBUTE = "yu.request_id";
