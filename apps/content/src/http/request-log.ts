import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { redactUrl } from "./redact-url.ts";

/** One log line per request, written when the response is finished (Fastify's default writes two). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }

  override routeNotFound(): void {}
}
