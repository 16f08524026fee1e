import { processRegistry } from "@yu/metrics";
import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { fakeTide } from "@/tide/testing/fake-tide";
import { TEST_BASE } from "@/tide/testing/test-env";
import { SERVICE_MESSAGES } from "./visitor-failure";
import { answerUpload, FILE_TOO_LARGE, NOT_MULTIPART } from "./upload";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...env, SITE_ORIGIN: "https://www.yu.edu.au" }) };
});

const CONTENT = `${TEST_BASE}/api/v1/webform_submission/event_registration/upload?site=7`;
const TYPE = "multipart/form-data; boundary=----yu";
const body = new TextEncoder().encode(
  '------yu\r\nContent-Disposition: form-data; name="concession_proof"; filename="card.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n%%EOF\n\r\n------yu--\r\n');
const tide = fakeTide();

/** How many submissions of `kind` the site counted with `outcome` so far. */
async function counted(kind: string, outcome: string): Promise<number> {
  const metric = await processRegistry("site").getSingleMetric("site_webform_submissions_total")?.get();
  return metric?.values.find((value) => value.labels.kind === kind && value.labels.outcome === outcome)?.value ?? 0;
}

function post(payload: BodyInit, headers: Record<string, string> = { "content-type": TYPE }, webformId = "event_registration"): Promise<Response> {
  return answerUpload(new Request(`https://www.yu.edu.au/api/webform/${webformId}/upload`, {
    method: "POST", body: payload, headers, duplex: "half",
  } as RequestInit), webformId);
}

describe("POST /api/webform/{webformId}/upload", () => {
  it("forwards the body byte for byte with its boundary, the visitor's address and a 30 s timeout, and answers the fid", async () => {
    const spy = vi.spyOn(AbortSignal, "timeout");
    const fake = tide.use({ [CONTENT]: { status: 201, body: { fid: "0b9a3c1e-2f4d-4a5b-8c6d-7e8f9a0b1c2d" } } });
    const res = await post(body, { "content-type": TYPE, "x-forwarded-for": "198.51.100.4", "x-request-id": "up-1" });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ ok: true, fid: "0b9a3c1e-2f4d-4a5b-8c6d-7e8f9a0b1c2d" });
    const call = fake.calls[0];
    expect(call?.method).toBe("POST");
    expect(call?.init.body).toEqual(body);
    expect(call?.headers).toMatchObject({ "content-type": TYPE, "x-forwarded-for": "198.51.100.4", "x-request-id": "up-1" });
    expect(spy).toHaveBeenCalledWith(30_000);
    spy.mockRestore();
  });

  it("passes on the content service's refusals with its message and status", async () => {
    for (const [status, detail] of [[415, "This file type is not accepted. Allowed types: pdf, png, jpg, jpeg."], [413, "The file is too large. The limit is 2 MB."],
      [400, '"name" is not a file field of this form.'], [404, 'There is no webform "event_registration".'], [403, "This form is closed."]] as const) {
      tide.use({ [CONTENT]: { status, body: { errors: [{ status: String(status), title: "x", detail }] } } });
      const res = await post(body);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ ok: false, message: detail });
    }
  });

  it("passes on 429 with Retry-After", async () => {
    tide.use({ [CONTENT]: { status: 429, headers: { "retry-after": "12" }, body: { errors: [{ status: "429", title: "Too Many Requests", detail: "Too many uploads. Try again in 12 seconds." }] } } });
    const res = await post(body);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("12");
    expect(await res.json()).toEqual({ ok: false, message: "Too many uploads. Try again in 12 seconds." });
  });

  it("answers 503 down, 504 slow, 502 odd, in our words", async () => {
    const replies = [
      [503, () => { throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }); }],
      [504, () => { throw new DOMException("The operation timed out.", "TimeoutError"); }],
      [502, { status: 201, body: { id: 5 } }],
      [502, { status: 500, text: "stack trace at x.js:1" }],
    ] as const;
    for (const [status, reply] of replies) {
      tide.use({ [CONTENT]: reply });
      const res = await post(body);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ ok: false, message: SERVICE_MESSAGES[status] });
    }
  });

  it("refuses without calling the content service: not multipart 415, too large 413, bad id 404, other site 403", async () => {
    const fake = tide.use({});
    const big = new Uint8Array(5 * 1024 * 1024 + 64 * 1024 + 1);
    const stream = new ReadableStream<Uint8Array>({ start(c) { c.enqueue(big.subarray(0, 4_000_000)); c.enqueue(big.subarray(4_000_000)); c.close(); } });
    const cases: [Promise<Response>, number, string][] = [
      [post(body, { "content-type": "application/pdf" }), 415, NOT_MULTIPART],
      [post(body, { "content-type": "multipart/form-data" }), 415, NOT_MULTIPART],
      [post(body, {}), 415, NOT_MULTIPART],
      [post(body, { "content-type": TYPE, "content-length": String(6 * 1024 * 1024) }), 413, FILE_TOO_LARGE],
      [post(stream), 413, FILE_TOO_LARGE],
      [post(body, { "content-type": TYPE }, "../secrets"), 404, "There is no such form."],
      [post(body, { "content-type": TYPE, origin: "https://evil.example" }), 403, "Forms can only be sent from this website's pages."],
    ];
    for (const [answer, status, message] of cases) {
      const res = await answer;
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ ok: false, message });
    }
    expect(FILE_TOO_LARGE).toBe("The file is too large. The limit is 5 MB.");
    expect(fake.calls).toEqual([]);
  });

  it("counts each answer as accepted, refused or failed", async () => {
    const before = await Promise.all(["accepted", "refused", "failed"].map((outcome) => counted("webform-upload", outcome)));
    tide.use({ [CONTENT]: { status: 201, body: { fid: "0b9a3c1e-2f4d-4a5b-8c6d-7e8f9a0b1c2d" } } });
    // A visitor of its own: the earlier tests spent the default visitor's budget.
    const visitor = { "content-type": TYPE, "x-forwarded-for": "192.0.2.78" };
    await post(body, visitor);
    await post(body, { ...visitor, "content-type": "text/plain" });
    tide.use({ [CONTENT]: () => { throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }); } });
    await post(body, visitor);
    const after = await Promise.all(["accepted", "refused", "failed"].map((outcome) => counted("webform-upload", outcome)));
    expect(after.map((value, index) => value - (before[index] ?? 0))).toEqual([1, 1, 1]);
  });
});
