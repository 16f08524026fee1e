import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";

/**
 * An app's metrics on an address of their own: `GET /metrics` in Prometheus's text format on `port` and `host`
 * (this machine, unless a scraper elsewhere needs them). Nothing else is answered there, and nothing of it on the
 * app's public port.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || (request.url ?? "").split("?", 1)[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found: the metrics are at /metrics.\n");
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("The metrics could not be read.\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
