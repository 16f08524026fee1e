import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, START_TIMEOUT_MS, startContentService, type RunningContentService } from "@/tide/testing/content-service";
import type { SubmitAnswer } from "@/features/webform/endpoint-answer";

/* Each visitor has a bucket of their own, end to end: posts to the site's web form endpoint (route handler called
 * directly, with the connection's peer stated as server/stages/peer-address.mjs states it) reach the real content service
 * configured as `npm start` configures it (trusting the local site), which limits each visitor to 10 posts a
 * minute per form. Ports 4250–4259. */

const PORT = 4251;
const SITE = "http://localhost:3000";
const PEER = "x-peer-address-test";
const LOCAL_SITE_TRUST = "127.0.0.1,::1";

// config() reads the environment once, on first use: set it up before that.
process.env.CONTENT_API_URL = `http://127.0.0.1:${PORT}`;
process.env.SITE_ID = "7";
process.env.SITE_PEER_ADDRESS_HEADER = PEER;
process.env.SITE_TRUST_PROXY = "10.0.0.0/8"; // a load balancer in front of the site
delete process.env.SITE_ORIGIN;
delete process.env.SITE_RATE_LIMITS;
delete process.env.REDIS_URL;

type Handler = (request: Request, context: { params: Promise<{ webformId: string }> }) => Promise<Response>;
let submitRoute: Handler;

const contact = () => ({
  name: "Jane Citizen", email: "jane@example.edu", enquiry_type: "future", subject: "Entry", message: "When does semester start?",
  privacy: true, form_started_at: Date.now() - 10_000, website: "",
});

async function submit(headers: Record<string, string>): Promise<{ status: number; retryAfter: string | null; json: SubmitAnswer }> {
  const request = new Request(`${SITE}/api/webform/contact`, {
    method: "POST", body: JSON.stringify({ data: contact() }), headers: { "content-type": "application/json", origin: SITE, ...headers },
  });
  const res = await submitRoute(request, { params: Promise.resolve({ webformId: "contact" }) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), json: (await res.json()) as SubmitAnswer };
}

describe("per-visitor web form limits through the site to the content service", () => {
  let service: RunningContentService | null = null;

  beforeAll(async () => {
    service = await startContentService(PORT, { env: { CONTENT_TRUST_PROXY: LOCAL_SITE_TRUST } });
    submitRoute = (await import("@/app/api/webform/[webformId]/route")).POST;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await service?.stop();
  });

  it("uses the loopback trust that npm start gives the content service", () => {
    const start = readFileSync(path.join(REPO_ROOT, "scripts/start.mjs"), "utf8");
    expect(start).toContain(`CONTENT_TRUST_PROXY: process.env.CONTENT_TRUST_PROXY ?? "${LOCAL_SITE_TRUST}"`);
  });

  it("accepts 20 quick posts from 20 different visitors: each has a bucket of their own", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => submit({ [PEER]: `203.0.113.${i + 1}` })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
  });

  it("refuses one visitor past its budget, with Retry-After and a message, while others go on", async () => {
    const answers: Awaited<ReturnType<typeof submit>>[] = [];
    for (let i = 0; i < 12; i++) answers.push(await submit({ [PEER]: "198.51.100.7" }));
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(201), 429, 429]);
    const refused = answers[10];
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(refused?.json.ok === false && refused.json.message).toMatch(/try again in \d+ seconds/i);
    expect((await submit({ [PEER]: "198.51.100.8" })).status).toBe(201);
  });

  it("cannot be dodged with a forged X-Forwarded-For, direct or through the trusted load balancer", async () => {
    const direct: number[] = [];
    for (let i = 0; i < 11; i++) direct.push((await submit({ [PEER]: "198.51.100.20", "x-forwarded-for": `192.0.2.${i + 1}` })).status);
    expect(direct).toEqual([...Array(10).fill(201), 429]);

    // The load balancer (10.0.0.9) appends the address it saw; whatever the visitor wrote before it is never reached.
    const balanced: number[] = [];
    for (let i = 0; i < 11; i++) {
      balanced.push((await submit({ [PEER]: "10.0.0.9", "x-forwarded-for": `192.0.2.${i + 100}, 198.51.100.30` })).status);
    }
    expect(balanced).toEqual([...Array(10).fill(201), 429]);
  });
});
