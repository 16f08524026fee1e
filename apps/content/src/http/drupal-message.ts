import type { FastifyReply } from "fastify";
import { NO_STORE } from "./cache-control.ts";

/** Drupal's REST answer `{"message":"…"}` (sign-in, logout, token), never stored by a cache. */
export function sendMessage(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header("content-type", "application/json").header("cache-control", NO_STORE)
    .send(JSON.stringify({ message }));
}

/** A JSON answer of the editor endpoints, never stored by a cache. */
export function sendJson(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.code(200).header("content-type", "application/json").header("cache-control", NO_STORE).send(JSON.stringify(body));
}
