import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createApp } from "../app.ts";
import type { Database } from "../db/connection.ts";
import { openTestDatabase, PGLITE_DRIVER, testConfig } from "../testing/test-app.ts";
import { FIXED_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";

/** Sends raw bytes and reads the whole answer (the server closes the connection after a refused request). */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? resolve(Buffer.concat(chunks).toString()) : reject(error)));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString()));
    socket.write(bytes);
  });
}

function parse(answer: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

describe("requests Node refuses before any route", () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    ({ database } = await openTestDatabase(PGLITE_DRIVER, "client_error"));
    for (const publicUrl of ["http://content.test", "https://content.example"]) {
      const app = await createApp({ config: testConfig({ CONTENT_PUBLIC_URL: publicUrl }), db: database.db });
      await app.listen({ port: 0, host: "127.0.0.1" });
      apps.push(app);
      ports.push((app.server.address() as AddressInfo).port);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it.each([
    ["a malformed request line", "GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["a broken header", "GET / HTTP/1.1\r\nHost x\r\n\r\n", 400],
    ["a NUL in the request line", "GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["headers too large", `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
  ])("answers %s with the service's headers and a JSON:API error", async (_name, bytes, status) => {
    const answer = parse(await rawExchange(ports[0]!, bytes));
    expect(answer.status).toBe(status);
    for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
    expect(answer.headers["content-type"]).toBe("application/vnd.api+json");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    const document = JSON.parse(answer.body) as { errors: { status: string }[] };
    expect(document.errors[0]?.status).toBe(String(status));
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
  });

  it("adds Strict-Transport-Security when the service is published over HTTPS", async () => {
    const answer = parse(await rawExchange(ports[1]!, "GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n"));
    expect([answer.status, answer.headers["strict-transport-security"]]).toEqual([400, STRICT_TRANSPORT_SECURITY]);
  });
});
