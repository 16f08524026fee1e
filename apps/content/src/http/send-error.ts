import type { FastifyReply } from "fastify";
import { errorDocument, type JsonApiError } from "../jsonapi/errors.ts";
import { sendApi } from "./api-reply.ts";

/** An error answered by a handler itself, so that it still carries the cache tags it depends on. */
export function sendApiError(reply: FastifyReply, error: JsonApiError, cacheTags: Iterable<string>, isPrivate = false): FastifyReply {
  return sendApi(reply, errorDocument([error.toObject()]), { cacheTags, status: error.status, private: isPrivate });
}
