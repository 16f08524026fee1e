import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointSiteAtContentService, START_TIMEOUT_MS, startContentService, type RunningContentService } from "@/tide/testing/content-service";
import type { SubmitAnswer, UploadAnswer } from "@/features/webform/endpoint-answer";

/* The site's web form endpoints (route handlers called directly) against the real content service and the demo
 * forms of content/site/webforms.yaml. What was stored is read back with the editors' CSV export at the end. */

const PORT = Number(process.env.WEBFORM_INT_PORT ?? 3107);
const SITE = "http://localhost:3000";

pointSiteAtContentService(PORT);

type Handler = (request: Request, context: { params: Promise<{ webformId: string }> }) => Promise<Response>;
let submitRoute: Handler;
let uploadRoute: Handler;

// The site states each visitor's address and the service trusts it (CONTENT_TRUST_PROXY), so every request here
// is its own visitor and the per-visitor rate limit never interferes.
let visitor = 0;
const nextVisitor = () => `198.51.100.${++visitor}`;
const startedAt = () => Date.now() - 10_000;

async function submit(webformId: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string; json: SubmitAnswer; res: Response }> {
  const request = new Request(`${SITE}/api/webform/${webformId}`, {
    method: "POST", body, headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": nextVisitor(), ...headers },
  });
  const res = await submitRoute(request, { params: Promise.resolve({ webformId }) });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as SubmitAnswer, res };
}

const BOUNDARY = "----yu-site-int";
function multipart(field: string, filename: string, content: Buffer, type: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
async function upload(webformId: string, body: Buffer, headers: Record<string, string> = {}): Promise<{ status: number; json: UploadAnswer }> {
  const request = new Request(`${SITE}/api/webform/${webformId}/upload`, {
    method: "POST", body: new Uint8Array(body),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "x-forwarded-for": nextVisitor(), ...headers },
  });
  const res = await uploadRoute(request, { params: Promise.resolve({ webformId }) });
  return { status: res.status, json: (await res.json()) as UploadAnswer };
}
const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 0x20), Buffer.from("\n%%EOF\n")]);

/** A weekday a week or more ahead, as the date element wants it (DD-MM-YYYY). */
function tourDate(): string {
  const day = new Date(Date.now() + 8 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return `${String(day.getUTCDate()).padStart(2, "0")}-${String(day.getUTCMonth() + 1).padStart(2, "0")}-${day.getUTCFullYear()}`;
}

/** Rows of the export (values here hold no commas or quotes), keyed by column. */
function csvRows(csv: string): Record<string, string>[] {
  const [header = "", ...lines] = csv.trim().split("\r\n");
  const names = header.split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((cell, i) => [names[i] ?? String(i), cell])));
}

const contact = (extra: Record<string, unknown> = {}) => ({
  name: "Jane Citizen", email: "jane@example.edu", enquiry_type: "future", subject: "Entry", message: "When does semester start?",
  privacy: true, form_started_at: startedAt(), website: "", ...extra,
});

describe("web form endpoints against the content service", () => {
  let service: RunningContentService | null = null;
  const sids: number[] = [];
  const hostileScript = "Is <script>alert(1)</script> still a question?";

  beforeAll(async () => {
    service = await startContentService(PORT, { env: { CONTENT_TRUST_PROXY: "127.0.0.1,::ffff:127.0.0.1,::1" } });
    submitRoute = (await import("@/app/api/webform/[webformId]/route")).POST;
    uploadRoute = (await import("@/app/api/webform/[webformId]/upload/route")).POST;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await service?.stop();
  });

  it("stores a submission and answers 201 with sid and serial; the next one has the next sid and serial", async () => {
    const first = await submit("contact", JSON.stringify({ data: contact() }));
    expect(first.status).toBe(201);
    expect(first.res.headers.get("cache-control")).toBe("no-store");
    expect(first.json).toMatchObject({ ok: true, sid: expect.stringMatching(/^\d+$/), serial: expect.any(Number) });
    const second = await submit("contact", JSON.stringify({ data: contact({ name: "Sam Citizen" }) }));
    expect(second.status).toBe(201);
    if (!first.json.ok || !second.json.ok) throw new Error("not stored");
    expect(Number(second.json.sid)).toBeGreaterThan(Number(first.json.sid));
    expect(second.json.serial).toBe((first.json.serial ?? 0) + 1);
    sids.push(Number(first.json.sid), Number(second.json.sid));
  });

  it("answers 422 with the content service's message for each field", async () => {
    const answer = await submit("contact", JSON.stringify({ data: contact({ email: "", enquiry_type: "bogus" }) }));
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ ok: false, message: null, fieldErrors: {
      email: "Enter your email address.",
      enquiry_type: "What is your enquiry about?: an answer is not one of the options.",
    } });
  });

  it("answers 422 without storing a submission sent too fast or with the honeypot filled", async () => {
    for (const extra of [{ form_started_at: Date.now() }, { website: "http://spam.example" }]) {
      const answer = await submit("contact", JSON.stringify({ data: contact(extra) }));
      expect(answer.status).toBe(422);
      expect(answer.json).toEqual({ ok: false, message: "The form could not be sent. Please wait a few seconds and send it again.", fieldErrors: {} });
    }
  });

  it("answers 404 for a form the content service does not have", async () => {
    const answer = await submit("no_such_form", JSON.stringify({ data: contact() }));
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ ok: false, message: 'There is no webform "no_such_form".', fieldErrors: {} });
  });

  it("answers 400 to malformed JSON and to an answer of the wrong type, 413 to an oversized body", async () => {
    const malformed = await submit("contact", '{"data": {"name": "Jane"');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ ok: false, message: expect.stringContaining("The body must be JSON") });
    const wrongType = await submit("contact", JSON.stringify({ data: contact({ name: { first: { nested: "Jane" } } }) }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toMatchObject({ ok: false, message: expect.stringContaining('The answer "name" must be') });
    const oversized = await submit("contact", JSON.stringify({ data: contact({ message: "word ".repeat(60_000) }) }));
    expect(oversized.status).toBe(413);
    expect(oversized.json).toEqual({ ok: false, message: "The answers are too large. The limit is 256 KB.", fieldErrors: {} });
  });

  it("stores hostile text as text and cleans a forged hidden course code; the answer holds no HTML", async () => {
    const termsRes = await fetch(`${service?.base}/api/v1/taxonomy_term/study_level?site=7`);
    const terms = (await termsRes.json()) as { data: { attributes: { drupal_internal__tid: number } }[] };
    const studyLevel = String(terms.data[0]?.attributes.drupal_internal__tid);
    const answer = await submit("course_enquiry", JSON.stringify({ data: {
      first_name: "Robert", last_name: "Tables", email: "bobby@example.edu", study_level: studyLevel, residency: "domestic",
      question: hostileScript, course_code: "javascript:alert(1)", utm_source: "<img src=x onerror=alert(1)>",
      form_started_at: startedAt(), website: "",
    } }));
    expect(answer.status).toBe(201);
    expect(answer.text).not.toMatch(/[<>]/);
    expect(answer.json).toMatchObject({ ok: true });
  });

  it("uploads a good PDF and a submission then carries its fid", async () => {
    const good = await upload("event_registration", multipart("concession_proof", "card.pdf", pdf, "application/pdf"));
    expect(good).toEqual({ status: 201, json: { ok: true, fid: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    if (!good.json.ok) throw new Error("no fid");
    const registered = await submit("event_registration", JSON.stringify({ data: {
      tour: "footscray-park", tour_date: tourDate(), full_name: "Jane Citizen", email: "jane@example.edu", guests: 1,
      ticket_type: "concession", concession_proof: good.json.fid, access_needs: false, privacy: true, form_started_at: startedAt(),
    } }));
    expect(registered.status).toBe(201);
  });

  it("refuses HTML renamed .pdf with the content service's 415 and message", async () => {
    const html = await upload("event_registration", multipart("concession_proof", "card.pdf", Buffer.from("<html><script>alert(1)</script></html>"), "application/pdf"));
    expect(html).toEqual({ status: 415, json: { ok: false, message: "This file type is not accepted. Allowed types: pdf, png, jpg, jpeg." } });
  });

  it("refuses a file over the element's limit (content, 413) and one over 5 MB before it reaches the content service (site, 413)", async () => {
    const threeMb = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    expect(await upload("event_registration", multipart("concession_proof", "big.pdf", threeMb, "application/pdf")))
      .toEqual({ status: 413, json: { ok: false, message: "The file is too large. The limit is 2 MB." } });
    const sixMb = Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    expect(await upload("event_registration", multipart("concession_proof", "huge.pdf", sixMb, "application/pdf")))
      .toEqual({ status: 413, json: { ok: false, message: "The file is too large. The limit is 5 MB." } });
  });

  it("refuses a body that is not multipart with 415, and a field that is not a file element with the content's 400", async () => {
    const notMultipart = await upload("event_registration", pdf, { "content-type": "application/pdf" });
    expect(notMultipart.status).toBe(415);
    expect(await upload("event_registration", multipart("full_name", "card.pdf", pdf, "application/pdf")))
      .toEqual({ status: 400, json: { ok: false, message: '"full_name" is not a file field of this form.' } });
  });

  it("kept exactly what was answered 201: the submissions, the script as text, the hidden value cleaned", async () => {
    if (service === null) throw new Error("no service");
    const rows = csvRows(await service.exportSubmissions("contact"));
    expect(rows.map((row) => Number(row.sid))).toEqual(sids);
    expect(rows.map((row) => row.name)).toEqual(["Jane Citizen", "Sam Citizen"]);
    const [enquiry] = csvRows(await service.exportSubmissions("course_enquiry"));
    expect(enquiry?.question).toBe(hostileScript);
    // Spec §5 "Hidden fields", applied again by the content service: 'javascript:' and angle brackets are gone.
    expect(enquiry?.course_code).toBe("alert(1)");
    expect(enquiry?.utm_source).toBe("img src=x alert(1)");
  });

  it("answers 503 with ok:false once the content service is down", async () => {
    // The export above stopped the service.
    const answer = await submit("contact", JSON.stringify({ data: contact() }));
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ ok: false, message: "The form service is unavailable. Please try again in a few minutes.", fieldErrors: {} });
    const file = await upload("event_registration", multipart("concession_proof", "card.pdf", pdf, "application/pdf"));
    expect(file).toEqual({ status: 503, json: { ok: false, message: "The form service is unavailable. Please try again in a few minutes." } });
  });
});
