import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { composeOrigin, originServer, type AnswerStage, type BeforeStage } from "../compose.mjs";

/** A server on a free loopback port running the given stages around a stand-in for Next; its origin and a stop. */
export async function serveStages(
  parts: { before?: BeforeStage[]; answer?: AnswerStage[] },
  next: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ server: Server; origin: string; port: number; close: () => Promise<void> }> {
  const { handle } = composeOrigin({ before: parts.before ?? [], next, answer: parts.answer ?? [] });
  const server = originServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A plain GET of a path from a test server (no redirects followed): its status, headers and body as text. */
export function getFrom(origin: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
