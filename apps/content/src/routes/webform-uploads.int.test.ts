import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "../db/raw-rows.ts";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

const UPLOAD = "/api/v1/webform_submission/test_enquiry/upload?site=7";
const BOUNDARY = "----yu-test-boundary";

function multipart(field: string, filename: string, content: Buffer, type = "application/octet-stream"): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 0x20), Buffer.from("\n%%EOF\n")]);

describe.each(TEST_DRIVERS)("POST /api/v1/webform_submission/{id}/upload ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "uploads", () => {
    const seeded = useSeededApp(driver, "webform_uploads");
    let address = 0;
    const upload = (payload: Buffer, url = UPLOAD) => seeded.app.inject({ method: "POST", url, payload,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, remoteAddress: `10.2.0.${++address}` });

    it("stores a good file, returns its fid, and a submission can then carry it", async () => {
      const response = await upload(multipart("resume", "My CV.pdf", pdf, "application/pdf"));
      expect(response.statusCode).toBe(201);
      const { fid } = bodyOf<{ fid: string }>(response);
      expect(fid).toMatch(/^[0-9a-f-]{36}$/);
      const stored = rawRows(await seeded.database.db.execute(sql`SELECT filename, mime, size, element FROM webform_files WHERE fid = ${fid}`));
      expect(stored).toEqual([{ filename: "My CV.pdf", mime: "application/pdf", size: pdf.length, element: "resume" }]);

      const model = { name: "Jane", email: "jane@example.edu", resume: fid, form_started_at: Date.now() - 10_000 };
      const submitted = await seeded.app.inject({ method: "POST", url: "/api/v1/webform_submission/test_enquiry?site=7",
        payload: { data: { type: "webform_submission--test_enquiry", attributes: { data: JSON.stringify(model) } } }, remoteAddress: "10.2.1.1" });
      expect(submitted.statusCode).toBe(201);
    });

    it("refuses an oversized file with 413", async () => {
      const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
      const response = await upload(multipart("resume", "big.pdf", big, "application/pdf"));
      expect(response.statusCode).toBe(413);
      expect(bodyOf<{ errors: { detail: string }[] }>(response).errors[0]?.detail).toBe("The file is too large. The limit is 5 MB.");
    });

    it("refuses HTML renamed .pdf, a name that lies, and fields that are not file elements", async () => {
      const html = await upload(multipart("resume", "cv.pdf", Buffer.from("<html><script>alert(1)</script></html>"), "application/pdf"));
      expect(html.statusCode).toBe(415);
      expect(bodyOf<{ errors: { detail: string }[] }>(html).errors[0]?.detail).toBe("This file type is not accepted. Allowed types: pdf, docx.");
      expect((await upload(multipart("resume", "cv.docx", pdf))).statusCode).toBe(415);
      expect((await upload(multipart("name", "cv.pdf", pdf))).statusCode).toBe(400);
      expect((await upload(multipart("resume", "cv.pdf", pdf), "/api/v1/webform_submission/nope/upload?site=7")).statusCode).toBe(404);
      const notMultipart = await seeded.app.inject({ method: "POST", url: UPLOAD, payload: { fid: 1 }, remoteAddress: "10.2.9.9" });
      expect([415, 400]).toContain(notMultipart.statusCode);
      const count = rawRows(await seeded.database.db.execute(sql`SELECT count(*)::int AS n FROM webform_files`))[0]?.n;
      expect(count).toBe(1);
    });
  });
});
