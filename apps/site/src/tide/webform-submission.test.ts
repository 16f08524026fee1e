import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { fakeTide } from "./testing/fake-tide";
import { TEST_BASE } from "./testing/test-env";
import { submissionBody } from "@/features/webform/submission";
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

  it("reports a failure carried in the notes", async () => {
    const failed = { ...success, data: { ...success.data, attributes: { ...success.data.attributes, notes: "502|Upstream CRM unavailable" } } };
    tide.use({ [url]: { status: 201, body: failed } });
    expect(await submitWebform("test_form_2", {}, ctx)).toEqual({ ok: false, status: 502, message: "Upstream CRM unavailable" });
  });

  it("reports an HTTP failure without throwing", async () => {
    tide.use({ [url]: { status: 500, body: { errors: [{ status: "500", title: "Server error" }] } } });
    expect(await submitWebform("test_form_2", {}, ctx)).toEqual({ ok: false, status: 500, message: null });
  });
});
