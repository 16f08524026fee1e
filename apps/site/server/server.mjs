// The site's origin server: Next's documented custom server (`next({ dev, dir, hostname, port })` and its request
// handler), with the site's stages around it, in the order a request meets them. Every launcher starts this file
// (npm start, the site's `dev` script, the end-to-end suite, the cluster, the benchmarks: scripts/lib.mjs
// siteServerArgs). It refuses to start, with one line saying why, when a stage cannot attach.
//
//   node server/server.mjs [--dev] [--port 3000] [--hostname 0.0.0.0]   (PORT works too; all interfaces by default)
//   --dir <folder> serves another Next app than the site (the contract test's fixture app) with the same stages.
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startMetricsServer } from "@yu/metrics";
import { stopTracing } from "@yu/tracing";
import { answerClientErrors } from "./client-error.mjs";
import { composeOrigin, originServer } from "./compose.mjs";
import { siteRegistry } from "./metrics/registry.mjs";
import { siteRulesFromNext } from "./site-rules.mjs";
import { skippedStages } from "./skipped-stages.mjs";
import { startupLine } from "./startup-line.mjs";
import { canonicalSlashRedirect } from "./stages/canonical-slashes.mjs";
import { compression } from "./stages/compression.mjs";
import { errorPages } from "./stages/error-pages.mjs";
import { forwardedHeaders } from "./stages/forwarded-headers.mjs";
import { notModified } from "./stages/not-modified.mjs";
import { pageSteps } from "./stages/page-steps.mjs";
import { peerAddress } from "./stages/peer-address.mjs";
import { requestMetrics } from "./stages/request-metrics.mjs";
import { requestTarget } from "./stages/request-target.mjs";
import { scriptsAfterPaint } from "./stages/scripts-after-paint.mjs";
import { securityHeaders } from "./stages/security-headers.mjs";
import { tracedRequests } from "./tracing/request-span.mjs";
import { unreadablePath } from "./stages/unreadable-path.mjs";

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({
  options: { dev: { type: "boolean", default: false }, port: { type: "string" }, hostname: { type: "string" }, dir: { type: "string" } },
});
const appDir = path.resolve(args.dir ?? siteDir);
const dev = args.dev;
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname;
// As `next start` and `next dev` do; React and Next read it as they load.
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = dev ? "development" : "production";

/** @param {Record<string, unknown>} fields */
const log = (fields) => console.log(JSON.stringify({ time: new Date().toISOString(), ...fields }));

/** @param {unknown} error */
function refuse(error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(JSON.stringify({ time: new Date().toISOString(), level: "fatal", msg: `The site server cannot start: ${reason}` }));
  process.exit(1);
}

try {
  // The stages that choose a header name per process publish it in the environment (SITE_PEER_ADDRESS_HEADER,
  // SITE_ERROR_VIEW_HEADER): they are made first, so that the site's rules and Next read the names.
  const skipped = skippedStages(process.env.SITE_SKIP_STAGES);
  const visitor = peerAddress();
  const errorViews = errorPages();
  const { default: next } = await import("next");
  const server = originServer();
  const app = next({ dev, dir: appDir, hostname: hostname ?? "localhost", port, httpServer: server });
  // The site's own rules the stages before Next apply (its configuration, security headers, readable paths, the page
  // steps) are made by its instrumentation hook (src/instrumentation.ts) once Next has prepared: the stages after.
  await app.prepare();
  const rules = await siteRulesFromNext(appDir);

  const origin = composeOrigin({
    before: [
      // 0. Every request counted, by kind, status and time (SITE_METRICS_PORT serves the figures).
      requestMetrics({ productSlug: rules.productSlug }),
      // 1. Who is asking: the connection's own address, under a header no client can send (for the rate limits),
      //    and the scheme and host a proxy forwards, believed from SITE_TRUST_PROXY's proxies only.
      visitor,
      forwardedHeaders(rules),
      // 2. What needs no Next: the security headers on every answer, then the answers that need no page (the
      //    request's target as a path first: nothing after it sees an authority the client wrote).
      securityHeaders(rules),
      requestTarget(),
      unreadablePath(rules),
      canonicalSlashRedirect(),
      // 3. What a page needs before it renders (src/page-steps): redirects, budgets, the editor's token, rewrites.
      pageSteps(rules),
    ],
    // 4. Next itself: its routes (it runs no proxy of its own).
    next: app.getRequestHandler(),
    // 5. What edits Next's answer, in the order the answer passes through on its way out: each stage plans from the
    //    answer's head, and its bytes pass through the plan once (answer/).
    answer: [
      errorViews,
      scriptsAfterPaint(),
      compression(),
      notModified(),
    ].filter((stage) => !skipped.has(stage.name)),
  });

  // Each request in its server span, when tracing is on (src/instrumentation.ts started it as Next prepared).
  server.on("request", tracedRequests(origin.handle, { productSlug: rules.productSlug }));
  // What Node cannot parse it answers itself, without the site's headers: the server answers it instead.
  server.on("clientError", answerClientErrors(rules));
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => resolve(undefined));
  });
  const { metrics } = rules;
  const metricsServer = metrics.port === null ? null : await startMetricsServer(siteRegistry(), metrics.port, metrics.host);
  log(startupLine({
    url: `http://${hostname ?? "localhost"}:${port}`,
    dev,
    stages: origin.names,
    skipped,
    memos: rules.memos,
    redisUrl: rules.redisUrl,
    metrics: metricsServer === null ? null : `http://${metrics.host}:${metrics.port}/metrics`,
    env: process.env,
  }));

  const stop = () => {
    server.close();
    metricsServer?.close();
    // The last requests' spans are sent before the process ends (nothing to do when tracing is off).
    void app.close().finally(() => stopTracing()).finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
} catch (error) {
  refuse(error);
}
