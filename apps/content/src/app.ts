import Fastify, { type FastifyInstance } from "fastify";
import { EditorAccess } from "./auth/editor-access.ts";
import { JwtSecret } from "./auth/jwt-secret.ts";
import { LOGIN_WINDOW_MS } from "./auth/login-limits.ts";
import { LoginSlowdown, type Pause } from "./auth/login-slowdown.ts";
import { dummyPasswordHash } from "./auth/passwords.ts";
import type { Config } from "./config/config.ts";
import type { Db } from "./db/connection.ts";
import { EditorAccountStore } from "./db/editor-account-store.ts";
import { EditorSessionStore } from "./db/editor-session-store.ts";
import { LoginFailureStore } from "./db/login-failure-store.ts";
import { PublishStore } from "./db/publish-store.ts";
import { ResourceStore } from "./db/resource-store.ts";
import { SubmissionStore } from "./db/submission-store.ts";
import { registerBasicAuth } from "./http/basic-auth.ts";
import { clientErrorHandler } from "./http/client-error.ts";
import { NO_STORE } from "./http/cache-control.ts";
import { registerErrorHandling, replyWithError, toJsonApiError } from "./http/error-handler.ts";
import { parseQueryString } from "./http/querystring.ts";
import { rawUrlProblem } from "./http/raw-url-guard.ts";
import { requestIdFrom } from "./http/request-id.ts";
import { registerTracing } from "./http/tracing.ts";
import { OneLinePerRequest } from "./http/request-log.ts";
import { SearchLimit } from "./http/search-limit.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { VisitorLimit } from "./http/visitor-limit.ts";
import { registerHttpMetrics } from "./metrics/http-metrics.ts";
import { registerEditorAuthRoutes } from "./routes/editor-auth.ts";
import { registerEditorPublish } from "./routes/editor-publish.ts";
import { registerFiles } from "./routes/files.ts";
import { registerHealth } from "./routes/health.ts";
import { registerRedirectRoutes } from "./routes/redirects.ts";
import { registerResourceRoutes } from "./routes/resources.ts";
import { registerRouteLookup } from "./routes/route-lookup.ts";
import { registerSearchRoutes } from "./routes/search.ts";
import { registerSiteData } from "./routes/site-data.ts";
import { registerWebformSubmissionReads } from "./routes/webform-submission-reads.ts";
import { registerWebformSubmissions } from "./routes/webform-submissions.ts";
import { registerWebformUploads } from "./routes/webform-uploads.ts";
import { ContentNotifier } from "./publish/notify.ts";
import { SEARCH_INDEXING } from "./search/publish-indexing.ts";
import { SearchStore } from "./search/search-store.ts";
import { SynonymStore } from "./search/synonym-store.ts";
import { SuggestStore } from "./search/suggest-store.ts";

export interface AppOptions {
  config: Config;
  db: Db;
  /** The clock search answers "upcoming" by (tests pin it to their seed day). */
  now?: () => Date;
  /** The clock of editor sign-in: sessions, tokens, failed-login windows (ms since the epoch). */
  clock?: () => number;
  /** Whether tracing was started (server.ts): every request then gets its server span (http/tracing.ts). */
  tracing?: boolean;
  /** How a slowed sign-in waits (auth/login-slowdown.ts): a timer, unless a test records the waits instead. */
  pause?: Pause;
}

/** Builds the content service (routes, hooks, error handling) without listening; tests inject into it. */
export async function createApp({ config, db, now, clock = Date.now, tracing = false, pause }: AppOptions): Promise<FastifyInstance> {
  const dummyHash = await dummyPasswordHash();
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new OneLinePerRequest(),
    genReqId: requestIdFrom,
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 200 },
    bodyLimit: 1_048_576,
    // Malformed URLs are refused before routing; answer them in the same error format as everything else.
    frameworkErrors: (error, _request, reply) => replyWithError(reply, toJsonApiError(error)),
    // Requests Node itself refuses (a malformed request line, headers too large) get the same headers and format.
    clientErrorHandler: clientErrorHandler(config.publicUrl.startsWith("https:")),
  });

  // Before every hook and route, which it must see to trace them.
  await registerTracing(app, tracing);
  registerErrorHandling(app);
  // Every answer counted (metrics/): refusals by the hooks below and errors included.
  registerHttpMetrics(app);
  // First, so that every answer carries them, refusals by the hooks below included.
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, trustProxy: config.trustProxy });
  // Control characters, broken encodings and absurd parameters are the client's mistake: a 400, never a query.
  app.addHook("onRequest", async (request, reply) => {
    const problem = rawUrlProblem(request.url);
    if (problem !== null) return replyWithError(reply, problem);
  });
  if (config.basicAuth !== null) await registerBasicAuth(app, config.basicAuth);

  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-sdp-app-type", "tide").header("x-request-id", request.id);
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith("/api/") || path.startsWith("/site-api/")) {
      if (!reply.hasHeader("section-cache-tags")) reply.header("section-cache-tags", "config:site");
      // Editor requests must never land in a shared cache, whatever the handler decided.
      if (request.headers["x-authorization"] !== undefined) reply.header("cache-control", NO_STORE);
    }
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", NO_STORE);
    return payload;
  });

  const deps = { config, store: new ResourceStore(db) };
  const secret = new JwtSecret(db, config.jwtSecret);
  const sessions = new EditorSessionStore(db);
  const editors = new EditorAccess({ secret, sessions, now: clock });
  registerHealth(app, db);
  await registerFiles(app, config.contentDir);
  registerRouteLookup(app, deps);
  registerSiteData(app, deps);
  registerRedirectRoutes(app, deps);
  registerResourceRoutes(app, { ...deps, editors });
  const failures = new LoginFailureStore(db, LOGIN_WINDOW_MS);
  registerEditorAuthRoutes(app, { accounts: new EditorAccountStore(db), sessions, failures, slowdown: new LoginSlowdown(failures, config.loginSlowdown, pause),
    access: editors, secret, tokenTtlSeconds: config.jwtTtlSeconds, trustProxy: config.trustProxy, dummyHash, now: clock });
  const synonyms = new SynonymStore(db);
  const suggestions = new SuggestStore(db, synonyms);
  const search = new SearchStore(db, now, synonyms);
  registerSearchRoutes(app, { suggestions, search, publicUrl: config.publicUrl,
    limit: new SearchLimit(config.searchRateLimit, config.trustProxy) });
  const notifier = new ContentNotifier(config, { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) });
  registerEditorPublish(app, { access: editors, store: new PublishStore(db, SEARCH_INDEXING), notifier, now: clock, forgetAnswers: () => {
    search.forget();
    suggestions.forget();
  } });
  const submissions = new SubmissionStore(db);
  // Ten attempts a minute per client address and form by default: more than any person needs, little for a script.
  const limiter = new VisitorLimit(config.webformRateLimit, 60, "webform");
  registerWebformSubmissions(app, { publicUrl: config.publicUrl, trustProxy: config.trustProxy, store: deps.store, submissions, limiter, minFillMs: config.webformMinFillMs });
  registerWebformUploads(app, { trustProxy: config.trustProxy, store: deps.store, submissions, limiter });
  registerWebformSubmissionReads(app, { publicUrl: config.publicUrl, access: editors, store: deps.store, submissions });
  return app;
}
