import "server-only";
import { config } from "@/config/env";
import { requestIdFor, REQUEST_ID_HEADER } from "@/routing/request-id";
import { defaultContext, type TideContext } from "@/tide/context";
import { CROSS_SITE_REFUSED, FORM_NOT_FOUND } from "./endpoint-answer";
import { requestVisitor } from "@/routing/request-visitor";
import { fromAnotherSite } from "@/routing/same-origin";

/** Drupal machine names: anything else cannot be a form, and never reaches the content service. */
const WEBFORM_ID = /^[a-z0-9_]{1,64}$/;

/** Why a web form request is refused before its body is read (404 no such form, 403 another site's page), or null. */
export function refusal(request: Request, webformId: string): { status: 403 | 404; message: string } | null {
  if (!WEBFORM_ID.test(webformId)) return { status: 404, message: FORM_NOT_FOUND };
  if (fromAnotherSite(request, config().siteOrigin)) return { status: 403, message: CROSS_SITE_REFUSED };
  return null;
}

/** Whom a web form request is for: the configured site, with a request id (the proxy does not see API routes). */
export function endpointContext(request: Request): { ctx: TideContext; visitor: string | undefined } {
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER), () => crypto.randomUUID());
  return { ctx: defaultContext({ requestId }), visitor: requestVisitor(request.headers) };
}
