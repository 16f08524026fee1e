import "server-only";
import { requestIdFor, REQUEST_ID_HEADER } from "@/routing/request-id";
import { requestVisitor } from "@/routing/request-visitor";
import { defaultContext, type TideContext } from "@/tide/context";

/** The request's id, or a new one (the page steps, which stamp pages, do not run for API routes). */
export function endpointRequestId(request: Request): string {
  return requestIdFor(request.headers.get(REQUEST_ID_HEADER), () => crypto.randomUUID());
}

/** Whom an endpoint's request is for: the configured site, with the request's id, and the visitor's address. */
export function endpointContext(request: Request): { ctx: TideContext; visitor: string | undefined } {
  return { ctx: defaultContext({ requestId: endpointRequestId(request) }), visitor: requestVisitor(request.headers) };
}
