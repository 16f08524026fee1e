import "server-only";
import { config } from "@/config/env";
import { loginPagePath } from "@/routing/login-path";
import { validAuthToken } from "@/tide/auth-token";
import { logoutEditor } from "@/tide/editor-session";
import { cookiesAreSecure, setCookies, signOutCookies } from "@/endpoints/editor/editor-cookies";
import { OUTAGE_STATUS, outageRetryAfter } from "../outage";
import { refuseEarly } from "../post-preamble";
import { endpointContext } from "../request-context";
import { seeOther } from "../see-other";

/**
 * POST /api/editor/logout (spec §4 "Logout"): ends the session at the content service, clears the cookies and
 * goes to `/`. A failed logout is only logged and the editor stays signed in (spec §8): the sign-in page says
 * so and offers to try again. A token that is already unusable has nothing to end: the cookies just go.
 */
export async function answerLogout(request: Request): Promise<Response> {
  const refused = await refuseEarly(request, { sameSiteOnly: "Log out from this site's own pages." });
  if (refused) return new Response(refused.message, { status: refused.status, headers: { "content-type": "text/plain; charset=utf-8" } });
  const json = (request.headers.get("accept") ?? "").includes("application/json");
  const token = validAuthToken(request.headers.get("cookie"));
  if (token !== null) {
    const { ctx } = endpointContext(request);
    if (!(await logoutEditor({ ...ctx, authToken: token }))) {
      return json
        ? Response.json({ message: "Logging out did not work. Please try again." },
          { status: OUTAGE_STATUS, headers: { "cache-control": "private, no-store", ...outageRetryAfter() } })
        : seeOther(loginPagePath({ reason: "logout-failed" }));
    }
  }
  const headers = new Headers();
  setCookies(headers, signOutCookies(cookiesAreSecure(config().siteOrigin)));
  if (!json) return seeOther("/", { headers });
  headers.set("cache-control", "private, no-store");
  return Response.json({ location: "/" }, { headers });
}
