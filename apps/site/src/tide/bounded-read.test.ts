import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as EnvModule from "@/config/env";
import { forgetTimeouts, setTideFetch, tideGet, type TideFetchInit } from "./http";

const env: Record<string, string | undefined> = { SITE_ID: "7" };
vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, config: () => actual.parseEnv(env) };
});

// A content service that accepts every connection and never answers (as e2e/support/slow-content.mjs does for
// longer than any timeout): every read must give up after its read timeout, once.
describe("a read from a content service that never answers", () => {
  let silent: Server;
  beforeAll(async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    env.CONTENT_API_URL = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    env.CONTENT_TIMEOUT_MS = "400";
  });
  afterAll(async () => {
    setTideFetch(null);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("gives up after the read timeout even when the signal is dropped, as Next does refreshing a stale cached read", async () => {
    // What Next's fetch does for a stale entry: the same call, without its signal.
    setTideFetch((url, init: TideFetchInit) => fetch(url, { ...init, signal: null }));
    forgetTimeouts();
    const started = Date.now();
    const error = await tideGet("/site-api/v1/site/7", z.unknown(), { ctx: { siteId: "7" } }).catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(error).toMatchObject({ status: 504, title: "Content service timed out" });
    expect(took).toBeGreaterThanOrEqual(350);
    expect(took).toBeLessThan(5_000);
  }, 15_000);

  it("gives up once for several reads of the same thing in a row", async () => {
    setTideFetch(null);
    forgetTimeouts();
    const started = Date.now();
    for (let i = 0; i < 3; i += 1) {
      await expect(tideGet("route", z.unknown(), { ctx: { siteId: "7" }, query: { path: "/units/abc101" } })).rejects.toMatchObject({ status: 504 });
    }
    expect(Date.now() - started).toBeLessThan(1_200);
  }, 15_000);
});
