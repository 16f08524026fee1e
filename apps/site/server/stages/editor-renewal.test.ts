import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { siteRules } from "@/server-rules/site-rules";
import { getFrom, serveStages } from "../testing/serve";
import { pageSteps } from "./page-steps.mjs";

// Hoisted with the mock: modules read the configuration as they load (the search scopes do).
const env = vi.hoisted((): Record<string, string | undefined> => ({ SITE_ID: "7" }));
vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, config: () => actual.parseEnv(env) };
});

const SECRET = "the-content-services-own-secret";
const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
/** A token signed with `secret`, or unsigned; by default past half its life (renewal due). */
function token(secret: string | null, age = 400): string {
  const now = Math.floor(Date.now() / 1000);
  const input = `${part({ alg: "HS256", typ: "JWT" })}.${part({ iat: now - age, exp: now - age + 600, drupal: { uid: "6492" } })}`;
  return `${input}.${secret === null ? "" : createHmac("sha256", secret).update(input).digest("base64url")}`;
}
const PREVIEW = "/preview/landing_page/2c5b7ee5-6a3f-4b8e-9d22-1f0c3b1d7a10/latest";

// The editor's token renewal as the server runs it, against a stand-in content service that counts `/jwt/token/`.
describe("the editor's token renewal before Next", () => {
  let content: Server;
  let renewals = 0;
  let origin = "";
  let close = async () => {};

  beforeAll(async () => {
    content = createServer((req, res) => {
      if (req.url?.startsWith("/jwt/token/")) {
        renewals += 1;
        res.setHeader("content-type", "application/json");
        // A newly issued token, never the one the editor sent.
        res.end(JSON.stringify({ token: token(SECRET, 0) }));
        return;
      }
      res.statusCode = 404;
      res.setHeader("content-type", "application/vnd.api+json");
      res.end(JSON.stringify({ errors: [{ status: "404", title: "Not Found" }] }));
    });
    await new Promise<void>((resolve) => content.listen(0, "127.0.0.1", resolve));
    env.CONTENT_API_URL = `http://127.0.0.1:${(content.address() as AddressInfo).port}`;
    ({ origin, close } = await serveStages({ before: [pageSteps(siteRules({ development: false }))] }, (_req, res) => res.end("page")));
  });
  afterAll(async () => {
    await close();
    await new Promise((resolve) => content.close(resolve));
  });

  const visit = (path: string, jwt: string) => getFrom(origin, path, { cookie: `authenticatedContent=${jwt}` });

  it("never lets a cookie turn a public page into a content call, however good the token", async () => {
    env.CONTENT_JWT_SECRET = SECRET;
    renewals = 0;
    for (let i = 0; i < 5; i += 1) {
      const page = await visit("/about-yu", i % 2 === 0 ? token(null) : token(SECRET));
      expect(page.body).toBe("page");
      expect(page.headers["set-cookie"]).toBeUndefined();
    }
    expect(renewals).toBe(0);
  }, 20_000);

  it("renews on the editor's preview a token the site can verify, and never a forged one", async () => {
    env.CONTENT_JWT_SECRET = SECRET;
    renewals = 0;
    await visit(PREVIEW, token(null));
    await visit(PREVIEW, token("a-forger-guessing-the-secret"));
    expect(renewals).toBe(0);
    const renewed = await visit(PREVIEW, token(SECRET));
    expect(renewals).toBe(1);
    expect(String(renewed.headers["set-cookie"])).toMatch(/^authenticatedContent=/);
  }, 20_000);

  it("without the secret, still refuses a token with no signature", async () => {
    delete env.CONTENT_JWT_SECRET;
    renewals = 0;
    await visit(PREVIEW, token(null));
    expect(renewals).toBe(0);
    await visit(PREVIEW, token("whatever-key-tide-has"));
    expect(renewals).toBe(1);
  }, 20_000);
});
