import { describe, expect, it } from "vitest";
import { leakIn } from "../../../../e2e/support/hostile-corpus.ts";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

interface ErrorBody {
  errors: { status: string; title: string; detail?: string }[];
}

const driver = TEST_DRIVERS[0]!;
const UPLOAD = "/api/v1/webform_submission/test_enquiry/upload?site=7";
const SUBMIT = "/api/v1/webform_submission/test_enquiry?site=7";
const LOGIN = "/api/v1/user/login?_format=json&site=7";
const BOUNDARY = "----yu-probe-boundary";
const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;

/** Bodies no parser can read, each with the content type it claims. */
const MALFORMED: { name: string; url: string; contentType: string; payload: string }[] = [
  { name: "multipart without a boundary", url: UPLOAD, contentType: "multipart/form-data", payload: part },
  { name: "multipart with an empty boundary", url: UPLOAD, contentType: "multipart/form-data; boundary=", payload: part },
  { name: "truncated multipart", url: UPLOAD, contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: part },
  { name: "multipart with another boundary", url: UPLOAD, contentType: "multipart/form-data; boundary=elsewhere", payload: part },
  { name: "multipart with a broken part header", url: UPLOAD, contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n` },
  { name: "JSON to the upload", url: UPLOAD, contentType: "application/json", payload: "{}" },
  { name: "bad JSON:API JSON", url: SUBMIT, contentType: "application/vnd.api+json", payload: "{\"data\":" },
  { name: "bad JSON", url: SUBMIT, contentType: "application/json", payload: "{\"data\": nope}" },
  { name: "empty JSON", url: SUBMIT, contentType: "application/json", payload: "" },
  { name: "plain text submission", url: SUBMIT, contentType: "text/plain", payload: "data=1" },
  { name: "multipart submission without a boundary", url: SUBMIT, contentType: "multipart/form-data", payload: part },
  { name: "bad JSON sign-in", url: LOGIN, contentType: "application/json", payload: "{\"name\":" },
  { name: "form sign-in", url: LOGIN, contentType: "application/x-www-form-urlencoded", payload: "name=editor&pass=x" },
  { name: "sign-in with an unknown charset", url: LOGIN, contentType: "application/json; charset=utf-7", payload: "{}" },
];

describe("malformed request bodies at the content service", () => {
  const seeded = useSeededApp(driver, "malformed_bodies");

  it.each(MALFORMED)("answers $name with a 4xx error document (JSON:API; Drupal's for sign-in) and the security headers", async ({ url, contentType, payload }) => {
    const response = await seeded.app.inject({ method: "POST", url, payload, headers: { "content-type": contentType },
      remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    if (url === LOGIN) {
      // Drupal's REST routes answer every error Drupal's way.
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(typeof bodyOf<{ message: unknown }>(response).message).toBe("string");
    } else {
      expect(response.headers["content-type"]).toBe("application/vnd.api+json");
      const { errors } = bodyOf<ErrorBody>(response);
      expect(errors[0]?.status).toBe(String(response.statusCode));
    }
    expect(leakIn(response.body)).toBeNull();
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
  });
});
