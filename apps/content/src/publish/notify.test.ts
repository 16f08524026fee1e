import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../metrics/registry.ts";
import { ContentNotifier, type NotifyTargets } from "./notify.ts";

interface Received {
  server: string;
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  at: number;
}

const SECRET = "revalidate-secret-0123";
const received: Received[] = [];
const servers: Server[] = [];

type Handler = (request: Received, response: ServerResponse) => void;

/** A real HTTP server on a free local port recording every request; `handler` answers (default 200). */
async function listen(name: string, handler: Handler = (_request, response) => response.end("{}")): Promise<string> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = { server: name, method: request.method ?? "", url: request.url ?? "", headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"), at: Date.now() };
      received.push(entry);
      handler(entry, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An address nothing listens on (a server opened and closed again). */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function logs() {
  const lines = { info: [] as string[], warn: [] as string[] };
  return { lines, log: { info: (message: string) => lines.info.push(message), warn: (message: string) => lines.warn.push(message) } };
}

function targets(parts: Partial<NotifyTargets>): NotifyTargets {
  return { revalidateUrls: [], revalidateSecret: SECRET, purgeUrls: [], purgeSecret: null, ...parts };
}

afterEach(async () => {
  received.length = 0;
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  })));
});

describe("ContentNotifier", () => {
  it("posts the tags to every site with the secret, then purges every cache by the same tags", async () => {
    // The slower site answers last: the purge must still come after it.
    let answeredAt = Number.POSITIVE_INFINITY;
    const siteA = await listen("site-a", (_request, response) => setTimeout(() => {
      answeredAt = Date.now();
      response.end("{}");
    }, 150));
    const siteB = await listen("site-b");
    const varnish = await listen("varnish");
    const { log, lines } = logs();
    const notifier = new ContentNotifier(targets({ revalidateUrls: [`${siteA}/api/revalidate`, `${siteB}/api/revalidate`],
      purgeUrls: [`${varnish}/`], purgeSecret: "purge-secret" }), log);
    const report = await notifier.notify(["node:278", "node_list", "node:278"]);

    expect(report.tags).toEqual(["node:278", "node_list"]);
    const posts = received.filter((request) => request.method === "POST");
    expect(posts.map((request) => request.server).sort()).toEqual(["site-a", "site-b"]);
    for (const post of posts) {
      expect(post.url).toBe("/api/revalidate");
      expect(post.headers.authorization).toBe(`Bearer ${SECRET}`);
      expect(post.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(post.body)).toEqual({ tags: ["node:278", "node_list"], announcedAt: expect.any(Number) });
    }
    const purge = received.find((request) => request.method === "PURGE");
    expect(purge).toMatchObject({ server: "varnish", url: "/", body: "" });
    expect(purge?.headers["xkey-purge"]).toBe("node:278 node_list");
    expect(purge?.headers["x-purge-secret"]).toBe("purge-secret");
    expect(received.at(-1)?.server).toBe("varnish");
    expect(purge?.at).toBeGreaterThanOrEqual(answeredAt);
    expect(report.revalidated.every((delivery) => delivery.ok && delivery.attempts === 1 && delivery.status === 200)).toBe(true);
    expect(report.purged).toEqual([{ url: `${varnish}/`, tags: 2, ok: true, status: 200, attempts: 1, error: null }]);
    expect(lines.warn).toEqual([]);
    expect(lines.info).toHaveLength(3);
  });

  it("retries a failed request once", async () => {
    let calls = 0;
    const site = await listen("site", (_request, response) => {
      calls += 1;
      response.statusCode = calls === 1 ? 503 : 200;
      response.end("{}");
    });
    const report = await new ContentNotifier(targets({ revalidateUrls: [site] }), logs().log).notify(["node:1"]);
    expect(report.revalidated).toEqual([{ url: site, tags: 1, ok: true, status: 200, attempts: 2, error: null }]);
    expect(received).toHaveLength(2);
  });

  it("logs, never throws, when a site is down, too slow or refuses the secret, and still purges", async () => {
    const slow = await listen("slow", () => undefined);
    const refusing = await listen("refusing", (_request, response) => {
      response.statusCode = 401;
      response.end("{}");
    });
    const down = await closedAddress();
    const varnish = await listen("varnish");
    const { log, lines } = logs();
    const counted = async (target: string, outcome: string) =>
      (await notifications.get()).values.find((value) => value.labels.target === target && value.labels.outcome === outcome)?.value ?? 0;
    const failedBefore = await counted("revalidate", "failed");
    const purgedBefore = await counted("purge", "delivered");
    const started = Date.now();
    const report = await new ContentNotifier(targets({ revalidateUrls: [slow, refusing, down], purgeUrls: [varnish] }), log,
      { timeoutMs: 200 }).notify(["config:site"]);

    expect(Date.now() - started).toBeLessThan(2_000);
    const byUrl = new Map(report.revalidated.map((delivery) => [delivery.url, delivery]));
    expect(byUrl.get(slow)).toMatchObject({ ok: false, status: null, attempts: 2, error: "timed out" });
    // A refusal of the request itself is not retried.
    expect(byUrl.get(refusing)).toMatchObject({ ok: false, status: 401, attempts: 1, error: "answered 401" });
    expect(byUrl.get(down)).toMatchObject({ ok: false, status: null, attempts: 2, error: "ECONNREFUSED" });
    expect(report.purged).toMatchObject([{ ok: true }]);
    expect(received.filter((request) => request.server === "varnish")[0]?.headers["x-purge-secret"]).toBeUndefined();
    expect(lines.warn).toHaveLength(3);
    expect(lines.warn.join("\n")).toMatch(/POST .* failed after 2 attempts: timed out/);
    // The operator's figures: three failed deliveries to sites, one purge delivered.
    expect(await counted("revalidate", "failed")).toBe(failedBefore + 3);
    expect(await counted("purge", "delivered")).toBe(purgedBefore + 1);
  });

  it("sends at most 100 tags a request", async () => {
    const site = await listen("site");
    const varnish = await listen("varnish");
    const tags = Array.from({ length: 150 }, (_, index) => `node:${index + 1}`);
    const report = await new ContentNotifier(targets({ revalidateUrls: [site], purgeUrls: [varnish] }), logs().log).notify(tags);
    const posted = received.filter((request) => request.method === "POST").map((request) => (JSON.parse(request.body) as { tags: string[] }).tags);
    expect(posted.map((batch) => batch.length)).toEqual([100, 50]);
    expect(posted.flat()).toEqual(tags);
    const purged = received.filter((request) => request.method === "PURGE").map((request) => String(request.headers["xkey-purge"]).split(" "));
    expect(purged.flat()).toEqual(tags);
    expect(report.revalidated.map((delivery) => delivery.tags)).toEqual([100, 50]);
  });

  it("tells nobody when nothing is configured, or when nothing changed", async () => {
    const site = await listen("site");
    const unconfigured = new ContentNotifier(targets({}), logs().log);
    expect(unconfigured.configured).toBe(false);
    expect(await unconfigured.notify(["node:1"])).toEqual({ tags: ["node:1"], revalidated: [], purged: [] });
    expect(await new ContentNotifier(targets({ revalidateUrls: [site] }), logs().log).notify([])).toEqual({ tags: [], revalidated: [], purged: [] });
    expect(received).toEqual([]);
  });
});
