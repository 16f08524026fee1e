import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLogSink } from "@/tide/log";
import { createLimiter } from "./limiter";
import { sharedStore } from "./shared-store";

/* Two site instances share one budget through Redis, and a Redis that is down never takes the site down. Needs
 * redis-server (Debian: apt-get install redis-server); skipped, saying so, without it. Ports 4290–4299. */

const REDIS_PORT = 4291;
const NOTHING_PORT = 4299;
const available = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
if (!available) console.warn("SKIPPED: redis-server is not installed, so the shared-store tests cannot run (apt-get install redis-server).");

async function ping(client: Redis, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if ((await client.ping()) === "PONG") return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!available)("rate limits in a shared Redis store", () => {
  let server: ChildProcess | null = null;
  const clients: Redis[] = [];
  const client = () => {
    const made = new Redis(`redis://127.0.0.1:${REDIS_PORT}`, { enableOfflineQueue: true, lazyConnect: false });
    made.on("error", () => {}); // until the server is up: ping retries
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    server = spawn("redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    await ping(client(), 10_000);
  });

  afterAll(async () => {
    for (const made of clients) made.disconnect();
    server?.kill("SIGTERM");
  });

  it("makes two instances' limiters share one budget per visitor", async () => {
    const [a, b] = [client(), client()];
    await Promise.all([ping(a, 5_000), ping(b, 5_000)]);
    const budget = { points: 5, seconds: 60 };
    const first = createLimiter("shared-test", budget, a);
    const second = createLimiter("shared-test", budget, b);
    const verdicts = [];
    for (let i = 0; i < 8; i++) verdicts.push((await (i % 2 === 0 ? first : second).spend("203.0.113.7")).allowed);
    expect(verdicts).toEqual([true, true, true, true, true, false, false, false]);
    const refused = await second.spend("203.0.113.7");
    expect(refused.allowed === false && refused.retryAfter).toBeGreaterThan(50);
    // Another visitor, and the same visitor at another budget, count apart.
    expect((await first.spend("203.0.113.8")).allowed).toBe(true);
    expect((await createLimiter("other-test", budget, a).spend("203.0.113.7")).allowed).toBe(true);
  });

  it("shares what one instance gives back or takes after an answer with the others", async () => {
    const [a, b] = [client(), client()];
    await Promise.all([ping(a, 5_000), ping(b, 5_000)]);
    const budget = { points: 3, seconds: 60 };
    const first = createLimiter("adjust-test", budget, a);
    const second = createLimiter("adjust-test", budget, b);
    // Answers from a cache on one instance, each spent and given back: the other still has the whole budget.
    for (let i = 0; i < 6; i++) {
      expect((await first.spend("203.0.113.20")).allowed).toBe(true);
      await first.adjust("203.0.113.20", -1);
    }
    // A page that made three searches on the second instance: one spent, two taken after; the first now refuses.
    expect((await second.spend("203.0.113.20")).allowed).toBe(true);
    await second.adjust("203.0.113.20", 2);
    expect((await first.spend("203.0.113.20")).allowed).toBe(false);
  });

  it("falls back to memory, with a warning, when Redis is down: limits still hold and nothing fails", async () => {
    const lines: string[] = [];
    setLogSink((line) => lines.push(line));
    try {
      const down = sharedStore(`redis://127.0.0.1:${NOTHING_PORT}`);
      const limiter = createLimiter("down-test", { points: 2, seconds: 60 }, down);
      const started = Date.now();
      const verdicts = [];
      for (let i = 0; i < 3; i++) verdicts.push((await limiter.spend("203.0.113.9")).allowed);
      expect(verdicts).toEqual([true, true, false]);
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(lines.some((line) => line.includes('"level":"warn"') && line.includes("Redis store is unavailable"))).toBe(true);
      down.disconnect();
    } finally {
      setLogSink(null);
    }
  });
});
