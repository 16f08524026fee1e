import type { FastifyReply } from "fastify";
import { JSONAPI_CONTENT_TYPE } from "../jsonapi/errors.ts";
import { cacheControlForStatus, NO_STORE } from "./cache-control.ts";

export interface ApiReplyOptions {
  cacheTags: Iterable<string>;
  /** Editor (token or revision) responses are never stored by shared caches. */
  private?: boolean;
  contentType?: string;
  status?: number;
}

/** Sends a JSON API body with the headers every API response carries. */
export function sendApi(reply: FastifyReply, body: unknown, options: ApiReplyOptions): FastifyReply {
  const status = options.status ?? 200;
  const tags = [...new Set(options.cacheTags)].filter((tag) => tag !== "");
  return reply.code(status)
    .header("content-type", options.contentType ?? JSONAPI_CONTENT_TYPE)
    .header("section-cache-tags", tags.join(" "))
    .header("cache-control", options.private === true ? NO_STORE : cacheControlForStatus(status))
    .send(Buffer.from(JSON.stringify(body)));
}
