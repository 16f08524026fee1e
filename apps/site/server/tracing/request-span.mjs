// The site's server span of every request (docs/operations.md, "Traces"): around the origin's stages and Next, so that whatever
// the request traces (its calls to the content and search services: src/tide/upstream-call.ts) is its child. It
// joins the trace of a proxy in front (Varnish) through the request's W3C `traceparent`. With tracing off (no
// endpoint configured: src/instrumentation.ts) the span is the API's no-op and the request is handed on as it is.
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { REQUEST_ID_ATTRIBUTE } from "@yu/tracing";
import { routeKind } from "../metrics/route-kind.mjs";
import { requestPath } from "../request-path.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

const METHODS = new Set(["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"]);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id as the site answered it (the page steps set `x-request-id` on the answer), else as it came.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @returns {string | undefined}
 */
export function requestIdOf(request, response) {
  const answered = response.getHeader("x-request-id");
  const id = typeof answered === "string" ? answered : request.headers["x-request-id"];
  return typeof id === "string" && REQUEST_ID.test(id) ? id : undefined;
}

/**
 * @param {(request: IncomingMessage, response: ServerResponse) => void} handle the origin's handler
 * @param {{ productSlug: string }} options
 * @returns {(request: IncomingMessage, response: ServerResponse) => void}
 */
export function tracedRequests(handle, { productSlug }) {
  const tracer = trace.getTracer("yu-site");
  return (request, response) => {
    const method = METHODS.has(request.method ?? "") ? /** @type {string} */ (request.method) : "OTHER";
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(method, { kind: SpanKind.SERVER }, parent);
    if (!span.isRecording()) {
      handle(request, response);
      return;
    }
    // A short fixed list of kinds (metrics/route-kind.mjs) names the span; the path goes without its query.
    const { pathname } = requestPath(request);
    const kind = routeKind(method, pathname, productSlug);
    span.updateName(`${method} ${kind}`);
    span.setAttributes({ "http.request.method": method, "yu.route_kind": kind, "url.path": pathname });
    const done = () => {
      response.off("finish", done);
      response.off("close", done);
      const id = requestIdOf(request, response);
      if (id !== undefined) span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
      if (response.writableFinished) {
        span.setAttribute("http.response.status_code", response.statusCode);
        if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      } else {
        span.setAttribute("error.type", "aborted");
      }
      span.end();
    };
    response.on("finish", done);
    response.on("close", done);
    context.with(trace.setSpan(parent, span), () => handle(request, response));
  };
}
