import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askContentReady } from "./content-reachable";

let server: Server;
let base = "";
let status = 200;
let delayMs = 0;
let seen: { url?: string; authorization?: string } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = { url: req.url, authorization: req.headers.authorization };
    setTimeout(() => res.writeHead(status, { "content-type": "application/json" }).end("{}"), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the content service's readiness, as the site asks it", () => {
  it("is ready when GET /ready answers 2xx, with the configured Basic credentials", async () => {
    status = 200;
    delayMs = 0;
    expect(await askContentReady(base, "dev:s3cret")).toBe(true);
    expect(seen.url).toBe("/ready");
    expect(seen.authorization).toBe(`Basic ${Buffer.from("dev:s3cret").toString("base64")}`);
  });

  it("is not ready on a 503, on a slow answer (short timeout) or when nothing listens", async () => {
    status = 503;
    expect(await askContentReady(base, null)).toBe(false);
    status = 200;
    delayMs = 500;
    const started = Date.now();
    expect(await askContentReady(base, null, 100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(450);
    delayMs = 0;
    expect(await askContentReady("http://127.0.0.1:1", null)).toBe(false);
  });
});
