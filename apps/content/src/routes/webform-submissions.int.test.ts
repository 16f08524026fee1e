import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createDatabase, type ConnectionOptions } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { SubmissionStore } from "../db/submission-store.ts";
import { prepareDatabase } from "../startup.ts";
import { bodyOf, TEST_DRIVERS, testConfig, useSeededApp } from "../testing/test-app.ts";

const URL_ENQUIRY = "/api/v1/webform_submission/test_enquiry?site=7";
const quiet = { info: () => undefined, warn: () => undefined };

function body(model: Record<string, unknown>, type = "webform_submission--test_enquiry") {
  return { data: { type, attributes: { remote_addr: "0.0.0.0", data: JSON.stringify(model) } } };
}
const good = { name: "Jane Citizen", email: "jane@example.edu", contact_by: "email", form_started_at: Date.now() - 60_000 };

interface ErrorDoc { errors: { status: string; detail: string; source?: { pointer?: string } }[] }

describe.each(TEST_DRIVERS)("POST /api/v1/webform_submission ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "submissions", () => {
    const seeded = useSeededApp(driver, "webform_submissions", { CONTENT_TRUST_PROXY: "10.8.8.8" });
    let address = 0;
    // Each test posts from its own address so that the rate limit of one never touches another.
    const post = (payload: unknown, url = URL_ENQUIRY, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++address}`) =>
      seeded.app.inject({ method: "POST", url, payload: payload as object, headers: { "content-type": "application/vnd.api+json", ...headers }, remoteAddress });

    it("stores a valid submission and answers 201 in Tide's shape", async () => {
      const response = await post(body({ ...good, area: "health-biomedicine", unknown: "dropped", course_code: "<b>ABC</b>" }));
      expect(response.statusCode).toBe(422);
      expect(bodyOf<ErrorDoc>(response).errors.map((error) => error.source?.pointer)).toEqual(["/data/attributes/data/area"]);

      const areas = rawRows(await seeded.database.db.execute(sql`SELECT internal_id FROM resources WHERE type = 'taxonomy_term--study_area'`));
      const ok = await post(body({ ...good, area: String(areas[0]?.internal_id), unknown: "dropped", course_code: "<b>ABC</b>" }));
      expect(ok.statusCode).toBe(201);
      const document = bodyOf<{ data: { type: string; id: string; attributes: Record<string, unknown>; relationships: Record<string, unknown> } }>(ok);
      expect(document.data.type).toBe("webform_submission--test_enquiry");
      expect(document.data.attributes).toMatchObject({ serial: 1, notes: null, in_draft: false, uri: URL_ENQUIRY });
      expect(typeof document.data.attributes.drupal_internal__sid).toBe("number");
      expect(document.data.relationships.webform_id).toMatchObject({ data: { type: "webform--webform", meta: { drupal_internal__target_id: "test_enquiry" } } });
      const stored = await new SubmissionStore(seeded.database.db).list("test_enquiry");
      expect(stored.map((row) => row.data)).toEqual([{ name: "Jane Citizen", email: "jane@example.edu", contact_by: "email",
        area: String(areas[0]?.internal_id), course_code: "bABC/b" }]);
    });

    it("answers 422 with one error per field, conditional required included", async () => {
      const response = await post(body({ contact_by: "phone", email: "nope", message: "word ".repeat(21), form_started_at: good.form_started_at }));
      expect(response.statusCode).toBe(422);
      expect(response.headers["content-type"]).toContain("application/vnd.api+json");
      expect(bodyOf<ErrorDoc>(response).errors).toEqual([
        { status: "422", title: "Unprocessable Entity", detail: "Your name field is required.", source: { pointer: "/data/attributes/data/name" } },
        { status: "422", title: "Unprocessable Entity", detail: "Your email must be a valid email address.", source: { pointer: "/data/attributes/data/email" } },
        { status: "422", title: "Unprocessable Entity", detail: "Phone field is required.", source: { pointer: "/data/attributes/data/phone" } },
        { status: "422", title: "Unprocessable Entity", detail: "You have too many words. Maximum is 20, you have 21 words.", source: { pointer: "/data/attributes/data/message" } },
      ]);
    });

    it("rejects or neutralises hostile input, and stores nothing unsafe", async () => {
      const store = new SubmissionStore(seeded.database.db);
      const wrongTypes = await post(body({ ...good, name: ["Jane"], contact_by: { email: true }, message: 42, area: { $ne: 1 } }));
      expect(bodyOf<ErrorDoc>(wrongTypes).errors.map((error) => error.source?.pointer)).toEqual(["/data/attributes/data/name",
        "/data/attributes/data/contact_by", "/data/attributes/data/area"]);
      expect((await post(body({ ...good, name: "x".repeat(51) }))).statusCode).toBe(422);
      const before = (await store.list("test_enquiry")).length;
      const hostile = JSON.parse(`{"name":"<script>alert(1)</script>","email":"a@b.co","__proto__":{"polluted":true},
        "constructor":"x","course_code":"\\" onload=alert(1) javascript:alert(2)","extra":"<img src=x onerror=alert(1)>",
        "form_started_at":${good.form_started_at}}`) as Record<string, unknown>;
      expect((await post(body(hostile))).statusCode).toBe(201);
      const stored = (await store.list("test_enquiry")).slice(before);
      // Text stays the visitor's text (escaped wherever it is shown); hidden values are cleaned; the rest is dropped.
      expect(stored.map((row) => row.data)).toEqual([{ name: "<script>alert(1)</script>", email: "a@b.co", course_code: "alert(1) alert(2)" }]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("answers 404 for an unknown form, 403 for a closed one, 400 for a bad site or body", async () => {
      expect((await post(body(good), "/api/v1/webform_submission/nope?site=7")).statusCode).toBe(404);
      expect((await post(body(good, "webform_submission--test_closed"), "/api/v1/webform_submission/test_closed?site=7")).statusCode).toBe(403);
      expect((await post(body(good), "/api/v1/webform_submission/test_enquiry?site=999")).statusCode).toBe(400);
      expect((await post({ data: { attributes: { data: { name: "x" } } } })).statusCode).toBe(400);
      const malformed = await seeded.app.inject({ method: "POST", url: URL_ENQUIRY, payload: "{not json", headers: { "content-type": "application/json" }, remoteAddress: "10.1.0.1" });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).not.toContain("    at ");
      const huge = await post(body({ ...good, name: "x".repeat(300_000) }));
      expect(huge.statusCode).toBe(413);
    });

    it("refuses honeypot and too-fast submissions without storing them", async () => {
      const store = new SubmissionStore(seeded.database.db);
      const before = (await store.list("test_enquiry")).length;
      const honeypot = await post(body({ ...good, website: "http://spam.example" }));
      const fast = await post(body({ ...good, form_started_at: Date.now() - 500 }));
      expect([honeypot.statusCode, fast.statusCode]).toEqual([422, 422]);
      expect(bodyOf<ErrorDoc>(fast).errors[0]?.source).toBeUndefined();
      expect((await store.list("test_enquiry")).length).toBe(before);
    });

    it("limits each client to 10 attempts a minute per form, with Retry-After", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await post(body({}), URL_ENQUIRY, {}, "10.9.9.9")).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
      const limited = await post(body(good), URL_ENQUIRY, {}, "10.9.9.9");
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect((await post(body(good), URL_ENQUIRY, {}, "10.9.9.10")).statusCode).toBe(201);
    });

    it("counts a trusted site server's visitors apart, by the remote_addr it states", async () => {
      const fromSite = (visitor: string) => post({ data: { type: "webform_submission--test_enquiry",
        attributes: { remote_addr: visitor, data: JSON.stringify({}) } } }, URL_ENQUIRY, {}, "10.8.8.8");
      for (let i = 0; i < 10; i += 1) expect((await fromSite("198.51.100.1")).statusCode).toBe(422);
      expect((await fromSite("198.51.100.1")).statusCode).toBe(429);
      expect((await fromSite("198.51.100.2")).statusCode).toBe(422);
      // Not trusted: its claim is ignored, and it is limited as itself.
      const claims = (visitor: string) => post({ data: { attributes: { remote_addr: visitor, data: "{}" } } }, URL_ENQUIRY, {}, "10.7.7.7");
      for (let i = 0; i < 10; i += 1) await claims(`198.51.100.${10 + i}`);
      expect((await claims("198.51.100.99")).statusCode).toBe(429);
    });
  });
});

describe.each(TEST_DRIVERS)("a submission answered 201 survives a restart ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "durability", () => {
    it("is still there after the service and its database connection are closed and reopened", async () => {
      const dataDir = driver.url === null ? await mkdtemp(path.join(tmpdir(), "webform-durable-")) : "";
      const schema = `test_durable_${randomBytes(4).toString("hex")}`;
      const connection: ConnectionOptions = driver.url === null ? { databaseUrl: null, dataDir } : { databaseUrl: driver.url, dataDir: "", schema };
      const config = testConfig();
      try {
        const first = await createDatabase(connection);
        await prepareDatabase(first.db, config, quiet);
        const app = await createApp({ config, db: first.db });
        const response = await app.inject({ method: "POST", url: URL_ENQUIRY, payload: body(good), headers: { "content-type": "application/vnd.api+json" } });
        expect(response.statusCode).toBe(201);
        const sid = bodyOf<{ data: { attributes: { drupal_internal__sid: number } } }>(response).data.attributes.drupal_internal__sid;
        await app.close();
        await first.close();

        const second = await createDatabase(connection);
        await prepareDatabase(second.db, config, quiet);
        const rows = await new SubmissionStore(second.db).list("test_enquiry");
        expect(rows.map((row) => [row.sid, row.data.email])).toEqual([[sid, "jane@example.edu"]]);
        if (driver.url !== null) await second.db.execute(sql.raw(`DROP SCHEMA ${schema} CASCADE`));
        await second.close();
      } finally {
        if (dataDir !== "") await rm(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  });
});
