import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { fakeTide } from "./testing/fake-tide";
import { TEST_BASE } from "./testing/test-env";
import { submissionBody } from "@/tide/webform-answer";
import { submitWebform } from "./webform-submission";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const success = JSON.parse(readFileSync(new URL("./testing/fixtures/webform-submission-success.json", import.meta.url), "utf8")) as {
  data: { attributes: Record<string, unknown> };
};
const url = `${TEST_BASE}/api/v1/webform_submission/test_form_2?site=7`;
const ctx = { siteId: "7" };

const tide = fakeTide();

describe("submitWebform", () => {
  it("posts the model serialised as a string and reads the real Tide 201 answer", async () => {
    tide.use({ [url]: { status: 201, body: success } });
    const result = await submitWebform("test_form_2", { name: "Jane", email: "j@example.edu" }, ctx);
    expect(result).toEqual({ ok: true, sid: "147", serial: 21 });
    expect(JSON.parse(tide.fake.calls[0]?.body ?? "{}")).toEqual(submissionBody("test_form_2", { name: "Jane", email: "j@example.edu" }));
    expect(submissionBody("contact", { a: 1 })).toEqual({
      data: { type: "webform_submission--contact", attributes: { remote_addr: "0.0.0.0", data: '{"a":1}' } },
    });
  });

  it("sends the visitor's address as remote_addr", async () => {
    tide.use({ [url]: { status: 201, body: success } });
    await submitWebform("test_form_2", { name: "Jane" }, ctx, "203.0.113.7");
    expect(JSON.parse(tide.fake.calls[0]?.body ?? "{}")).toMatchObject({ data: { attributes: { remote_addr: "203.0.113.7" } } });
  });

  it("reports a failure carried in the notes, and logs it", async () => {
    const failed = { ...success, data: { ...success.data, attributes: { ...success.data.attributes, notes: "502|Upstream CRM unavailable" } } };
    tide.use({ [url]: { status: 201, body: failed } });
    expect(await submitWebform("test_form_2", {}, ctx)).toEqual({ ok: false, status: 502, message: "Upstream CRM unavailable", fieldErrors: {} });
    expect(tide.logged()).toMatchObject([{ level: "error", msg: "Failed to submit webform test_form_2", status: 502 }]);
  });

  it("reads every per-field message of a 422", async () => {
    const errors = [
      { status: "422", title: "Unprocessable Entity", detail: "Your email field is required.", source: { pointer: "/data/attributes/data/email" } },
      { status: "422", title: "Unprocessable Entity", detail: "Postcode must be four digits.", source: { pointer: "/data/attributes/data/address/postal_code" } },
    ];
    tide.use({ [url]: { status: 422, body: { errors } } });
    expect(await submitWebform("test_form_2", {}, ctx)).toEqual({
      ok: false, status: 422, message: null,
      fieldErrors: { email: "Your email field is required.", "address.postal_code": "Postcode must be four digits." },
    });
    expect(tide.logged()).toMatchObject([{ level: "info", status: 422 }]);
  });

  it("passes on the Retry-After of a 429", async () => {
    tide.use({ [url]: { status: 429, headers: { "retry-after": "37" }, body: { errors: [{ status: "429", title: "Too Many Requests", detail: "Try again in 37 seconds." }] } } });
    expect(await submitWebform("test_form_2", {}, ctx)).toEqual({
      ok: false, status: 429, message: "Try again in 37 seconds.", fieldErrors: {}, retryAfter: "37",
    });
  });

  it("reports an HTTP failure without throwing, and logs it", async () => {
    tide.use({ [url]: { status: 500, body: { errors: [{ status: "500", title: "Server error" }] } } });
    expect(await submitWebform("test_form_2", {}, ctx)).toEqual({ ok: false, status: 500, message: "Server error", fieldErrors: {} });
    expect(tide.logged()).toMatchObject([{ level: "error", status: 500, error: "Server error" }]);
  });

  it("reports a content service that is down as 503", async () => {
    tide.use({ [url]: () => { throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }); } });
    expect(await submitWebform("test_form_2", {}, ctx)).toEqual({ ok: false, status: 503, message: null, fieldErrors: {} });
  });

  it("reports a success answer without a resource as 502", async () => {
    tide.use({ [url]: { status: 201, body: { meta: {} } } });
    expect(await submitWebform("test_form_2", {}, ctx)).toMatchObject({ ok: false, status: 502 });
  });
});
