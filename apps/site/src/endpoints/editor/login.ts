import "server-only";
import { config } from "@/config/env";
import { safeDestination } from "@/routing/destination";
import { TideError } from "@/tide/errors";
import { loginEditor } from "@/tide/editor-session";
import { errorFields, log } from "@/tide/log";
import { cookiesAreSecure, setCookies, signInCookies } from "@/endpoints/editor/editor-cookies";
import { failureReason, LOGIN_SUCCESSFUL, loginNotice } from "@/features/editor/login-notice";
import { loginPagePath, type LoginReason } from "@/routing/login-path";
import { OUTAGE_STATUS, outageRetryAfter } from "../outage";
import { readTextPost, refusalHeaders } from "../post-preamble";
import { endpointContext } from "../request-context";
import { seeOther } from "../see-other";

/** Ours: a sign-in body is a name, a password and a path; anything much larger is not a sign-in. */
const MAX_BODY_BYTES = 8 * 1024;
/** A body too large or unreadable is told, like an empty one, that the name and password are missing. */
const NOT_A_SIGN_IN = "Not a sign-in.";
const MAX_NAME = 60;
const MAX_PASS = 1000;

interface Credentials {
  name: string;
  pass: string;
  destination: string | null;
}

/** The fields of a sign-in body (JSON from the enhanced form, else a plain form post); null when unreadable. */
function readCredentials(text: string, json: boolean): Credentials | null {
  try {
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
  const status = reason === "too-many" ? 429 : reason === "unavailable" ? OUTAGE_STATUS : 400;
  const outage = reason === "unavailable" ? outageRetryAfter() : {};
  return Response.json({ reason, ...notice }, { status, headers: { "cache-control": "private, no-store", ...outage, ...extra } });
}

/**
 * POST /api/editor/login: the sign-in form (a plain form post, or JSON from the enhanced form). On success the
 * editor's cookies are set and the editor goes to `destination` when it is a path of this site, else `/`.
 */
export async function answerLogin(request: Request): Promise<Response> {
  const json = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");
  const read = await readTextPost(request, {
    sameSiteOnly: "Sign-in is accepted from this site's own pages only.",
    budget: "login",
    maxBytes: MAX_BODY_BYTES,
    tooLarge: NOT_A_SIGN_IN,
  }, NOT_A_SIGN_IN);
  if (!read.ok && read.refusal.status === 403) {
    return new Response(read.refusal.message, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  if (!read.ok && read.refusal.status === 429) return failed("too-many", null, json, refusalHeaders(read.refusal));
  const credentials = read.ok ? readCredentials(read.value, json) : null;
  const destination = safeDestination(credentials?.destination ?? null);
  if (!credentials || credentials.name === "" || credentials.pass === "") return failed("missing", destination, json);
  if (credentials.name.length > MAX_NAME || credentials.pass.length > MAX_PASS) return failed("unrecognized", destination, json);

  const { ctx, visitor } = endpointContext(request);
  try {
    const editor = await loginEditor(credentials.name, credentials.pass, ctx, visitor);
    const headers = new Headers();
    setCookies(headers, signInCookies(editor.authToken, editor.name, cookiesAreSecure(config().siteOrigin)));
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
