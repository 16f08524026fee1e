import "server-only";
import { safeDestination } from "@/routing/destination";
import { TideError } from "@/tide/errors";
import { loginEditor } from "@/tide/editor-session";
import { errorFields, log } from "@/tide/log";
import { spendBudget } from "@/features/rate-limit/spend";
import { retryAfterHeaders } from "@/features/rate-limit/too-many";
import { endpointContext } from "@/features/webform/endpoint-request";
import { cookiesAreSecure, setCookies, signInCookies } from "./editor-cookies";
import { crossSitePost, seeOther } from "./request-guard";
import { loginPagePath, type LoginReason } from "@/routing/login-path";
import { failureReason, LOGIN_SUCCESSFUL, loginNotice } from "./login-notice";

/** Ours: a sign-in body is a name, a password and a path; anything much larger is not a sign-in. */
const MAX_BODY_BYTES = 8 * 1024;
const MAX_NAME = 60;
const MAX_PASS = 1000;

interface Credentials {
  name: string;
  pass: string;
  destination: string | null;
}

async function readCredentials(request: Request, json: boolean): Promise<Credentials | null> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_BODY_BYTES) return null;
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return null;
    const fields: Record<string, unknown> = json ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
    const field = (key: string) => (typeof fields[key] === "string" ? (fields[key] as string) : "");
    return { name: field("name").trim(), pass: field("pass"), destination: field("destination") || null };
  } catch {
    return null;
  }
}

function failed(reason: LoginReason, destination: string | null, json: boolean, extra: Record<string, string> = {}): Response {
  if (!json) return seeOther(loginPagePath({ destination, reason }), { headers: new Headers(extra) });
  const notice = loginNotice(reason);
  const status = reason === "too-many" ? 429 : reason === "unavailable" ? 503 : 400;
  return Response.json({ reason, ...notice }, { status, headers: { "cache-control": "private, no-store", ...extra } });
}

/**
 * POST /api/editor/login: the sign-in form (a plain form post, or JSON from the enhanced form). On success the
 * editor's cookies are set and the editor goes to `destination` when it is a path of this site, else `/`.
 */
export async function answerLogin(request: Request): Promise<Response> {
  if (crossSitePost(request)) {
    return new Response("Sign-in is accepted from this site's own pages only.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const json = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");
  const credentials = await readCredentials(request, json);
  const destination = safeDestination(credentials?.destination ?? null);
  const rate = await spendBudget("login", request.headers);
  if (!rate.allowed) return failed("too-many", destination, json, retryAfterHeaders(rate.retryAfter));
  if (!credentials || credentials.name === "" || credentials.pass === "") return failed("missing", destination, json);
  if (credentials.name.length > MAX_NAME || credentials.pass.length > MAX_PASS) return failed("unrecognized", destination, json);

  const { ctx, visitor } = endpointContext(request);
  try {
    const editor = await loginEditor(credentials.name, credentials.pass, ctx, visitor);
    const url = new URL(request.url);
    const headers = new Headers();
    setCookies(headers, signInCookies(editor.authToken, editor.name, cookiesAreSecure(url.protocol, url.hostname)));
    const location = destination ?? "/";
    log.info("Editor signed in", { uid: editor.uid, requestId: ctx.requestId });
    if (!json) return seeOther(location, { headers });
    headers.set("cache-control", "private, no-store");
    return Response.json({ message: LOGIN_SUCCESSFUL, location }, { headers });
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    const reason = failureReason(e.status, e.title);
    if (reason === "unavailable") log.error("Sign-in failed", { requestId: ctx.requestId, ...errorFields(e) });
    return failed(reason, destination, json);
  }
}
