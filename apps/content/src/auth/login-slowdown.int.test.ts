import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { rawRows } from "../db/raw-rows.ts";
import { loginSlowed } from "../metrics/registry.ts";
import { FIXTURE_EDITORS, LOGIN_URL } from "../testing/editors.ts";
import { TEST_DRIVERS, testConfig, useSeededApp } from "../testing/test-app.ts";
import type { Pause } from "./login-slowdown.ts";

const DAY = 24 * 3_600_000;
const UNRECOGNIZED = { message: "Sorry, unrecognized username or password." };

describe.each(TEST_DRIVERS)("sign-in guesses at one account from many addresses ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "slowed per account", () => {
    // The inject address (127.0.0.1) is trusted, so each attempt states its own visitor address.
    const seeded = useSeededApp(driver, "login_slowdown", { CONTENT_TRUST_PROXY: "127.0.0.1" });
    let lastAddress = 0;
    const newAddress = () => `198.51.100.${(lastAddress += 1) % 250}`;
    const login = (app: FastifyInstance, name: string, pass: string, address = newAddress()) =>
      app.inject({ method: "POST", url: LOGIN_URL, headers: { "content-type": "application/json", "x-forwarded-for": address },
        payload: JSON.stringify({ name, pass }) });
    const failureCount = async (account: string) => Number(rawRows(await seeded.database.db.execute(
      sql`SELECT count(*)::int AS n FROM login_failures WHERE account = ${account}`))[0]?.n);
    const slowedSoFar = async () => (await loginSlowed.get()).values[0]?.value ?? 0;

    /** An app over the same database whose clock the test moves and whose waits are recorded, not waited. */
    const recorded = async (start: number, pause?: Pause) => {
      const clock = { now: start };
      const waits: number[] = [];
      const app = await createApp({ config: seeded.config, db: seeded.database.db, clock: () => clock.now,
        pause: pause ?? (async (ms) => void waits.push(ms)) });
      return { app, clock, waits };
    };

    it("answers 30 wrong passwords from 30 addresses progressively slower past 10, never refuses the owner, and starts again after a sign-in", async () => {
      const { app, clock, waits } = await recorded(Date.now() + 10 * DAY);
      try {
        const slowedBefore = await slowedSoFar();
        const heldPerAttempt: number[] = [];
        for (let index = 0; index < 30; index += 1) {
          clock.now += 1_000;
          const before = waits.length;
          const wrong = await login(app, "approver", `guess ${index}`);
          expect([wrong.statusCode, JSON.parse(wrong.body)]).toEqual([400, UNRECOGNIZED]);
          heldPerAttempt.push(waits.length > before ? waits.at(-1) ?? -1 : 0);
        }
        expect(heldPerAttempt).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 1000, 2000, 4000, ...Array<number>(16).fill(5000)]);
        expect(await slowedSoFar()).toBe(slowedBefore + 20);
        expect(await failureCount("approver")).toBe(30);

        // The owner, from yet another address: held as long as any guess, then signed in.
        clock.now += 1_000;
        const owner = await login(app, FIXTURE_EDITORS.approver.name, FIXTURE_EDITORS.approver.pass);
        expect(owner.statusCode).toBe(200);
        expect(waits.at(-1)).toBe(5000);

        // The sign-in starts the count again (the other addresses' failures still count against them).
        clock.now += 1_000;
        const count = waits.length;
        expect((await login(app, "approver", "one more guess")).statusCode).toBe(400);
        expect(waits).toHaveLength(count);
        expect(await failureCount("approver")).toBe(31);
      } finally {
        await app.close();
      }
    });

    it("counts failures within the login window only", async () => {
      const { app, clock, waits } = await recorded(Date.now() + 20 * DAY);
      try {
        for (let index = 0; index < 10; index += 1) {
          clock.now += 1_000;
          await login(app, "member", "wrong");
        }
        clock.now += 1_000;
        await login(app, "member", "wrong");
        expect(waits).toEqual([500]);
        clock.now += 15 * 60_000;
        await login(app, "member", "wrong");
        expect(waits).toEqual([500]);
      } finally {
        await app.close();
      }
    });

    it("waits before the password is checked: nothing is answered or recorded while an attempt is held", async () => {
      let release = () => undefined as void;
      let held = 0;
      const pause: Pause = (ms) => new Promise((resolve) => {
        held = ms;
        release = resolve;
      });
      const { app, clock } = await recorded(Date.now() + 30 * DAY, pause);
      try {
        // Ten failures of an unknown name (guessers try names too) from ten addresses, answered at once.
        for (let index = 0; index < 10; index += 1) {
          clock.now += 1_000;
          expect((await login(app, "nobody-here", "wrong")).statusCode).toBe(400);
        }
        clock.now += 1_000;
        let answered = false;
        const attempt = login(app, "nobody-here", "wrong").then((response) => {
          answered = true;
          return response;
        });
        await expect.poll(() => held).toBe(500);
        expect(answered).toBe(false);
        expect(await failureCount("nobody-here")).toBe(10);
        release();
        expect((await attempt).statusCode).toBe(400);
        expect(await failureCount("nobody-here")).toBe(11);
      } finally {
        await app.close();
      }
    });

    it("really waits with the service's own timer, as configured", async () => {
      const config = testConfig({ CONTENT_TRUST_PROXY: "127.0.0.1", CONTENT_LOGIN_SLOWDOWN_AFTER: "1",
        CONTENT_LOGIN_SLOWDOWN_FIRST_MS: "300", CONTENT_LOGIN_SLOWDOWN_MAX_MS: "300" });
      const clock = { now: Date.now() + 40 * DAY };
      const app = await createApp({ config, db: seeded.database.db, clock: () => clock.now });
      try {
        expect((await login(app, "editor", "wrong")).statusCode).toBe(400);
        clock.now += 1_000;
        const started = performance.now();
        expect((await login(app, FIXTURE_EDITORS.editor.name, FIXTURE_EDITORS.editor.pass)).statusCode).toBe(200);
        // A timer never fires early; how much later it fires is the machine's business.
        expect(performance.now() - started).toBeGreaterThanOrEqual(295);
        // Off with a longest wait of 0.
        const off = await createApp({ config: testConfig({ CONTENT_TRUST_PROXY: "127.0.0.1", CONTENT_LOGIN_SLOWDOWN_MAX_MS: "0" }),
          db: seeded.database.db, clock: () => clock.now, pause: () => Promise.reject(new Error("no wait expected")) });
        try {
          for (let index = 0; index < 12; index += 1) {
            clock.now += 1_000;
            expect((await login(off, "editor", "wrong")).statusCode).toBe(400);
          }
        } finally {
          await off.close();
        }
      } finally {
        await app.close();
      }
    });
  });
});
