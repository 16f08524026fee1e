import { readFileSync } from "node:fs";
import { processRegistry } from "@yu/metrics";
import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { fakeTide } from "@/tide/testing/fake-tide";
import { TEST_BASE } from "@/tide/testing/test-env";
import { SERVICE_MESSAGES } from "./visitor-failure";
import { answerSubmission } from "./submit";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...env, SITE_ORIGIN: "https://www.yu.edu.au" }) };
});

const success = JSON.parse(readFileSync(new URL("../../tide/testing/fixtures/webform-submission-success.json", import.meta.url), "utf8")) as unknown;
const CONTENT = `${TEST_BASE}/api/v1/webform_submission/contact?site=7`;
const tide = fakeTide();

/** How many submissions of `kind` the site counted with `outcome` so far. */
async function counted(kind: string, outcome: string): Promise<number> {
  const metric = await processRegistry("site").getSingleMetric("site_webform_submissions_total")?.get();
  return metric?.values.find((value) => value.labels.kind === kind && value.labels.outcome === outcome)?.value ?? 0;
}

function post(body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}, webformId = "contact"): Promise<Response> {
  const request = new Request(`https://www.yu.edu.au/api/webform/${webformId}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
    duplex: "half",
  } as RequestInit);
  return answerSubmission(request, webformId);
}
const answers = JSON.stringify({ data: { name: "Jane", form_started_at: 1_760_000_000_000, website: "" } });

describe("POST /api/webform/{webformId}", () => {
  it("forwards the answers untouched with the visitor's address and request id, and answers 201 with sid and serial", async () => {
    const fake = tide.use({ [CONTENT]: { status: 201, body: success } });
    const res = await post(answers, { "x-forwarded-for": "198.51.100.66, 203.0.113.7", "x-request-id": "req-9", origin: "https://www.yu.edu.au" });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ ok: true, sid: "147", serial: 21 });
    const sent = JSON.parse(fake.calls[0]?.body ?? "{}") as { data: { attributes: { remote_addr: string; data: string } } };
    expect(sent.data.attributes.remote_addr).toBe("203.0.113.7");
    expect(JSON.parse(sent.data.attributes.data)).toEqual({ name: "Jane", form_started_at: 1_760_000_000_000, website: "" });
    expect(fake.calls[0]?.headers["x-request-id"]).toBe("req-9");
  });

  it("gives a request without a usable id a new one, and states no address it does not know", async () => {
    const fake = tide.use({ [CONTENT]: { status: 201, body: success } });
    await post(answers, { "x-request-id": "bad id <x>", "x-forwarded-for": "unknown" });
    expect(fake.calls[0]?.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(fake.calls[0]?.body ?? "{}")).toMatchObject({ data: { attributes: { remote_addr: "0.0.0.0" } } });
  });

  it("passes on 422 with the per-field messages", async () => {
    tide.use({ [CONTENT]: { status: 422, body: { errors: [
      { status: "422", title: "Unprocessable Entity", detail: "Enter your email address.", source: { pointer: "/data/attributes/data/email" } },
      { status: "422", title: "Unprocessable Entity", detail: "The postcode must be four digits.", source: { pointer: "/data/attributes/data/address/postal_code" } },
    ] } } });
    const res = await post(answers);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, message: null,
      fieldErrors: { email: "Enter your email address.", "address.postal_code": "The postcode must be four digits." } });
  });

  it("passes on 429 with the content service's Retry-After", async () => {
    tide.use({ [CONTENT]: { status: 429, headers: { "retry-after": "41" },
      body: { errors: [{ status: "429", title: "Too Many Requests", detail: "Too many submissions of this form. Try again in 41 seconds." }] } } });
    const res = await post(answers);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("41");
    expect(await res.json()).toEqual({ ok: false, message: "Too many submissions of this form. Try again in 41 seconds.", fieldErrors: {} });
  });

  it("answers 404 for a form the content service does not know", async () => {
    tide.use({ [`${TEST_BASE}/api/v1/webform_submission/nope?site=7`]: { status: 404,
      body: { errors: [{ status: "404", title: "Not Found", detail: 'There is no webform "nope".' }] } } });
    const res = await post(answers, {}, "nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, message: 'There is no webform "nope".', fieldErrors: {} });
  });

  it("answers 503 when the content service is down, 504 when it is slow, 502 when it answers oddly", async () => {
    tide.use({ [CONTENT]: () => { throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }); } });
    let res = await post(answers);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, message: SERVICE_MESSAGES[503], fieldErrors: {} });

    tide.use({ [CONTENT]: () => { throw new DOMException("The operation timed out.", "TimeoutError"); } });
    res = await post(answers);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ ok: false, message: SERVICE_MESSAGES[504], fieldErrors: {} });

    for (const reply of [{ status: 500, text: "<html>Traceback: at db.query</html>" }, { status: 201, text: "<html>login</html>" },
      { status: 201, body: { meta: {} } }, { status: 401, body: { errors: [{ status: "401", title: "Unauthorized" }] } }]) {
      tide.use({ [CONTENT]: reply });
      res = await post(answers);
      expect(res.status).toBe(502);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ ok: false, message: SERVICE_MESSAGES[502], fieldErrors: {} });
      expect(text).not.toMatch(/Traceback|Unauthorized|<html>/);
    }
  });

  it("refuses a malformed id, another site's page, the wrong type, bad JSON and bad shapes without calling the content service", async () => {
    const fake = tide.use({});
    const cases: [Promise<Response>, number, RegExp][] = [
      [post(answers, {}, "Contact-Form"), 404, /There is no such form/],
      [post(answers, {}, "a".repeat(65)), 404, /There is no such form/],
      [post(answers, { origin: "https://evil.example" }), 403, /only be sent from this website/],
      [post(answers, { origin: "null" }), 403, /only be sent from this website/],
      [post(answers, { "content-type": "text/plain" }), 415, /Content-Type: application\/json/],
      [post("name=Jane", { "content-type": "application/x-www-form-urlencoded" }), 415, /application\/json/],
      [post("{not json"), 400, /The body must be JSON/],
      [post(""), 400, /The body must be JSON/],
      [post(JSON.stringify({ data: ["Jane"] })), 400, /answers in "data"/],
      [post(JSON.stringify({ data: { guests: { n: 1 } } })), 400, /The answer "guests" must be/],
    ];
    for (const [answer, status, message] of cases) {
      const res = await answer;
      expect(res.status).toBe(status);
      const body = (await res.json()) as { ok: boolean; message: string; fieldErrors: object };
      expect(body).toMatchObject({ ok: false, fieldErrors: {} });
      expect(body.message).toMatch(message);
    }
    expect(fake.calls).toEqual([]);
  });

  it("takes SITE_ORIGIN for the site's origin, never the host the request names", async () => {
    tide.use({ [CONTENT]: { status: 201, body: success } });
    const from = (origin: string) => answerSubmission(new Request("http://localhost:3450/api/webform/contact", {
      method: "POST", body: answers, headers: { "content-type": "application/json", origin },
    }), "contact");
    expect((await from("http://localhost:3450")).status).toBe(403);
    expect((await from("https://www.yu.edu.au")).status).toBe(201);
  });

  it("refuses more than 256 KB with 413, by Content-Length or by counting", async () => {
    const fake = tide.use({});
    const big = JSON.stringify({ data: { message: "x".repeat(262_144) } });
    let res = await post(big, { "content-length": String(big.length) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, message: "The answers are too large. The limit is 256 KB.", fieldErrors: {} });
    const bytes = new TextEncoder().encode(big);
    res = await post(new ReadableStream({ start(c) { c.enqueue(bytes.slice(0, 200_000)); c.enqueue(bytes.slice(200_000)); c.close(); } }));
    expect(res.status).toBe(413);
    expect(fake.calls).toEqual([]);
  });

  it("counts each answer as accepted, refused (the visitor's input, a budget) or failed (the form service)", async () => {
    const before = await Promise.all(["accepted", "refused", "failed"].map((outcome) => counted("webform-submit", outcome)));
    tide.use({ [CONTENT]: { status: 201, body: success } });
    // A visitor of its own: the earlier tests spent the default visitor's budget.
    const visitor = { "x-forwarded-for": "192.0.2.77" };
    await post(answers, visitor);
    await post("{not json", visitor);
    tide.use({ [CONTENT]: { status: 429, headers: { "retry-after": "41" }, body: { errors: [{ status: "429", title: "Too Many Requests" }] } } });
    await post(answers, visitor);
    tide.use({ [CONTENT]: () => { throw new DOMException("The operation timed out.", "TimeoutError"); } });
    await post(answers, visitor);
    const after = await Promise.all(["accepted", "refused", "failed"].map((outcome) => counted("webform-submit", outcome)));
    expect(after.map((value, index) => value - (before[index] ?? 0))).toEqual([1, 2, 1]);
  });
});
