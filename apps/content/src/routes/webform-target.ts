import type { FastifyRequest } from "fastify";
import type { ResourceRow, ResourceStore } from "../db/resource-store.ts";
import { badRequest, JsonApiError, notFound } from "../jsonapi/errors.ts";
import { parseSite } from "../jsonapi/query.ts";

const MACHINE_NAME = /^[a-z][a-z0-9_]{0,63}$/;

export interface WebformTarget {
  webform: ResourceRow;
  webformId: string;
  siteTid: number | null;
}

/** The open webform and site a submission or upload is for: 404 unknown form, 400 bad or unknown site, 403 closed. */
export async function webformTarget(request: FastifyRequest<{ Params: { webformId: string } }>, store: ResourceStore): Promise<WebformTarget> {
  const { webformId } = request.params;
  const siteTid = parseSite((request.query as Record<string, unknown>).site);
  const webform = MACHINE_NAME.test(webformId) ? await store.webform(webformId) : undefined;
  if (webform === undefined) throw notFound(`There is no webform "${webformId}".`);
  if (siteTid !== null && await store.byTypeAndInternalId("taxonomy_term--sites", siteTid) === undefined) {
    throw badRequest(`There is no site ${siteTid}.`, "site");
  }
  if (webform.attributes.status === "closed") throw new JsonApiError(403, undefined, "This form is closed.");
  return { webform, webformId, siteTid };
}
