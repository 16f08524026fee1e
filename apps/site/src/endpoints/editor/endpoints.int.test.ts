import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointSiteAtContentService, START_TIMEOUT_MS, startContentService, type RunningContentService } from "@/tide/testing/content-service";

/* The site's sign-in and sign-out route handlers, called directly, against the real content service and its demo
 * editor accounts (content/editors.yaml), then the preview reads those tokens are good for. */

const PORT = Number(process.env.EDITOR_INT_PORT ?? 3110);
const SITE = "http://localhost:3000";

pointSiteAtContentService(PORT);

type Handler = (request: Request) => Promise<Response>;
let loginRoute: Handler;
let logoutRoute: Handler;

// Each request is its own visitor (the service trusts the site's X-Forwarded-For), so address limits stay apart.
let visitor = 0;
const nextVisitor = () => `203.0.113.${++visitor}`;

function form(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/editor/login`, {
    method: "POST", body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, "x-forwarded-for": nextVisitor(), ...headers },
  });
}

const setCookies = (res: Response) => res.headers.getSetCookie();
const tokenOf = (res: Response) => /^authenticatedContent=([^;]+)/.exec(setCookies(res).find((c) => c.startsWith("authenticatedContent=")) ?? "")?.[1] ?? null;

async function previewStatus(token: string | null, uuid: string, revision = "rel:working-copy"): Promise<number> {
  const headers: Record<string, string> = { accept: "application/vnd.api+json" };
  if (token) headers["x-authorization"] = `Bearer ${token}`;
  const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/node/landing_page/${uuid}?site=7&resourceVersion=${revision}`, { headers });
  return res.status;
}

describe("editor sign-in endpoints against the content service", () => {
  let service: RunningContentService | null = null;
  let uuid = "";

  beforeAll(async () => {
    service = await startContentService(PORT, { env: { CONTENT_TRUST_PROXY: "127.0.0.1,::ffff:127.0.0.1,::1" } });
    loginRoute = (await import("@/app/api/editor/login/route")).POST;
    logoutRoute = (await import("@/app/api/editor/logout/route")).POST;
    const route = await (await fetch(`http://127.0.0.1:${PORT}/api/v1/route?site=7&path=/about-yu/vision-mission`)).json() as { data: { attributes: { uuid: string } } };
    uuid = route.data.attributes.uuid;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await service?.stop();
  });

  it("signs an editor in: HttpOnly SameSite=Lax cookie for the token's life, the name for the header, on to the destination", async () => {
    const res = await loginRoute(form({ name: "editor", pass: "demo-editor-password", destination: "/preview/landing_page/x/latest?section=7" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/preview/landing_page/x/latest?section=7");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const [auth, name] = setCookies(res);
    expect(auth).toMatch(/^authenticatedContent=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=(59\d|600); SameSite=Lax; HttpOnly$/);
    expect(name).toMatch(/^yuEditor=editor; Path=\/; Max-Age=(59\d|600); SameSite=Lax$/);
    expect(await previewStatus(tokenOf(res), uuid)).toBe(200);
  });

  it("decides the cookies' Secure flag by SITE_ORIGIN, never by the scheme or host a request claims", async () => {
    // What Next makes of a request claiming HTTPS and another host (X-Forwarded-Proto, Host): on this plain-HTTP
    // loopback site (SITE_ORIGIN http://localhost:3000) the cookies are not Secure all the same.
    const res = await loginRoute(new Request("https://www.yu.example/api/editor/login", {
      method: "POST", body: new URLSearchParams({ name: "editor", pass: "demo-editor-password" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextVisitor() },
    }));
    expect(res.status).toBe(303);
    expect(setCookies(res)).toHaveLength(2);
    for (const cookie of setCookies(res)) expect(cookie).not.toMatch(/Secure/);
  });

  it("answers the enhanced form in JSON with the spec's success message", async () => {
    const res = await loginRoute(new Request(`${SITE}/api/editor/login`, {
      method: "POST", body: JSON.stringify({ name: "approver", pass: "demo-approver-password", destination: "//evil.example" }),
      headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": nextVisitor() },
    }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Login Successful.", location: "/" });
  });

  it("sends a wrong password, an unknown name, a blocked account and empty fields back to the form with the reason", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: "editor", pass: "wrong-password" }, "unrecognized"],
      [{ name: "nobody", pass: "wrong-password" }, "unrecognized"],
      [{ name: "blocked", pass: "demo-blocked-password" }, "blocked"],
      [{ name: "editor", pass: "" }, "missing"],
    ];
    for (const [fields, reason] of cases) {
      const res = await loginRoute(form({ ...fields, destination: "/about-yu" }));
      expect(res.status, reason).toBe(303);
      expect(res.headers.get("location"), reason).toBe(`/login?destination=%2Fabout-yu&reason=${reason}`);
      expect(setCookies(res), reason).toEqual([]);
    }
  });

  it("says too many attempts once an account's limit is reached from one address, and not for its owner elsewhere", async () => {
    const guesser = { "x-forwarded-for": "203.0.113.77" };
    let location = "";
    for (let i = 0; i < 6; i++) location = (await loginRoute(form({ name: "Member", pass: `wrong-${i}` }, guesser))).headers.get("location") ?? "";
    expect(location).toBe("/login?reason=too-many");
    // Failures from other addresses never lock the account's owner out (the content service counts per address).
    expect((await loginRoute(form({ name: "Member", pass: "wrong-again" }))).headers.get("location")).toBe("/login?reason=unrecognized");
  });

  it("refuses a post from another site's page, and sets no cookie", async () => {
    const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of crossSite) {
      const res = await loginRoute(form({ name: "editor", pass: "demo-editor-password" }, headers));
      expect(res.status).toBe(403);
      expect(setCookies(res)).toEqual([]);
    }
  });

  it("logs out: the session ends at the content service, both cookies go, and the editor goes home", async () => {
    const signedIn = await loginRoute(form({ name: "editor", pass: "demo-editor-password" }));
    const token = tokenOf(signedIn) ?? "";
    const res = await logoutRoute(new Request(`${SITE}/api/editor/logout`, {
      method: "POST", headers: { origin: SITE, cookie: `authenticatedContent=${token}; yuEditor=editor` },
    }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(setCookies(res).map((c) => c.split(";")[0])).toEqual(["authenticatedContent=", "yuEditor="]);
    expect(await previewStatus(token, uuid)).toBe(403);
  });

  it("keeps the editor signed in when the content service will not log them out", async () => {
    const res = await logoutRoute(new Request(`${SITE}/api/editor/logout`, {
      method: "POST",
      // A well-formed, unexpired token the content service never issued: its logout answers 403.
      headers: { origin: SITE, cookie: `authenticatedContent=${forgedToken()}` },
    }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?reason=logout-failed");
    expect(setCookies(res)).toEqual([]);
  });
});

function forgedToken(): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ iat: now, exp: now + 600, drupal: { uid: "1" } })}.c2lnbmF0dXJl`;
}
