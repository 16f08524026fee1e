import { type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expect, pageScriptsRan, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

/*
 * The editor journey (spec §2.3, §4, §6): sign in, preview a working copy and a numbered revision, log out — and
 * nothing an editor sees ever reaching a visitor. Demo accounts: content/editors.yaml (docs/editors.md).
 */
const CONTENT = `http://localhost:${PORTS.content}`;
const PAGE_PATH = "/about-yu/vision-mission";
const DRAFT_TEXT = "[Draft: updated wording awaiting Council approval.]";
const EDITOR = { name: "editor", pass: "demo-editor-password" };
const APPROVER = { name: "approver", pass: "demo-approver-password" };
const MEMBER = { name: "member", pass: "demo-member-password" };
const BLOCKED = { name: "blocked", pass: "demo-blocked-password" };

interface Target {
  bundle: string;
  uuid: string;
  /** The published revision's id: older revisions have the ids just below it (content/README.md). */
  publishedVid: number;
}

async function target(request: APIRequestContext, path = PAGE_PATH): Promise<Target> {
  const route = await (await request.get(`${CONTENT}/api/v1/route?site=7&path=${encodeURIComponent(path)}`)).json();
  const { bundle, uuid } = route.data.attributes as { bundle: string; uuid: string };
  const node = await (await request.get(`${CONTENT}/api/v1/node/${bundle}/${uuid}?site=7`)).json();
  return { bundle, uuid, publishedVid: Number(node.data.attributes.drupal_internal__vid) };
}

const previewPath = (t: Target, revision: "latest" | number) => `/preview/${t.bundle}/${t.uuid}/${revision}?section=7`;
const loginUrl = (destination: string, reason?: string) =>
  new RegExp(`/login\\?destination=${encodeURIComponent(destination).replace(/[?.]/g, "\\$&")}${reason ? `&reason=${reason}` : ""}$`);

async function signIn(page: Page, account: { name: string; pass: string }) {
  await page.getByLabel("Username").fill(account.name);
  await page.getByLabel("Password", { exact: true }).fill(account.pass);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The sign-in page's notice (Next's route announcer is an empty alert of its own). */
const notice = (page: Page) => page.getByRole("alert").filter({ has: page.getByRole("heading") });
const banner = (page: Page) => page.getByRole("region", { name: /^Preview:/ });
const signedInAs = (page: Page, name: string) => page.getByRole("banner").getByText(`Signed in as ${name}`);

test.describe("editor sign-in and preview", () => {
  test("signed out → sign in → the working copy → a numbered revision → log out → asked to sign in again @phone", async ({ page, request }) => {
    test.slow(); // Five pages and five accessibility scans.
    const t = await target(request);
    const draft = previewPath(t, "latest");

    await page.goto(draft);
    await expect(page).toHaveURL(loginUrl(draft));
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.getByText("Sign in with your editor account to preview this page.")).toBeVisible();
    await expectNoAxeViolations(page, "sign-in page");

    await signIn(page, EDITOR);
    await expect(page).toHaveURL(draft);
    await expect(banner(page).getByRole("heading", { name: /Working copy of landing page ‘Vision & mission/ })).toBeVisible();
    await expect(banner(page).getByText("State: Draft")).toBeVisible();
    await expect(banner(page).getByText(/^Changed /)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "View the published page" })).toHaveAttribute("href", PAGE_PATH);
    await expect(page.getByText(DRAFT_TEXT)).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/\bpreview\b/);
    await expect(signedInAs(page, EDITOR.name)).toBeAttached();
    await expect(page).toHaveTitle(/^Preview: /);
    await expectNoAxeViolations(page, "preview of the working copy");

    const older = t.publishedVid - 1;
    await page.goto(previewPath(t, older));
    await expect(banner(page).getByRole("heading", { name: new RegExp(`^Preview: Revision ${older} of landing page`) })).toBeVisible();
    await expect(page.getByText(DRAFT_TEXT)).toHaveCount(0);
    await expectNoAxeViolations(page, "preview of a numbered revision");

    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Log out" })).toHaveCount(0);
    await expectNoAxeViolations(page, "home page after logging out");

    await page.goto(draft);
    await expect(page).toHaveURL(loginUrl(draft));
  });

  test("a wrong password is refused with a clear message, with and without JavaScript @phone", async ({ page, browser, request }) => {
    const t = await target(request);
    const draft = previewPath(t, "latest");
    await page.goto(`/login?destination=${encodeURIComponent(draft)}`);
    await signIn(page, { name: APPROVER.name, pass: "not-the-password" });
    const alert = notice(page);
    await expect(alert.getByRole("heading", { name: "Login Failed. Please try again" })).toBeVisible();
    await expect(alert).toContainText("Sorry, unrecognized username or password.");
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(loginUrl(draft));
    await expectNoAxeViolations(page, "sign-in page with an error");

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`/login?destination=${encodeURIComponent(draft)}`);
    await expect(noScript.getByLabel("Show password")).toBeHidden();
    await signIn(noScript, { name: "nobody-here", pass: "whatever-it-is" });
    await expect(noScript).toHaveURL(/\/login\?destination=.*&reason=unrecognized$/);
    await expect(noScript.getByText("Sorry, unrecognized username or password.")).toBeVisible();
    // Without scripts, the right password still signs in and goes on to the preview.
    await signIn(noScript, APPROVER);
    await expect(noScript).toHaveURL(draft);
    await expect(noScript.getByText(DRAFT_TEXT)).toBeVisible();
    await expect(noScript.getByRole("banner").getByText(`Signed in as ${APPROVER.name}`)).toBeAttached();
    await context.close();
  });

  test("the sign-in button stays where it is as the page's scripts start, so a press in that instant is not lost @phone", async ({ page, browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const noScript = await context.newPage();
    await noScript.goto("/login");
    const before = await noScript.getByRole("button", { name: "Sign in" }).boundingBox();
    await context.close();

    await page.goto("/login");
    await pageScriptsRan(page);
    await expect(page.getByLabel("Show password")).toBeVisible();
    const after = await page.getByRole("button", { name: "Sign in" }).boundingBox();
    expect(before).not.toBeNull();
    expect(after).toEqual(before);
  });

  test("every type of content previews in its own template, and a page never published says visitors cannot see it", async ({ page, request }) => {
    test.slow();
    await page.goto("/login");
    await signIn(page, APPROVER);
    await expect(page).toHaveURL(/\/$/);
    const drafts: [string, string, RegExp][] = [
      ["/about-yu/vision-mission/accessibility-of-our-website", "page", /^Accessibility of our website \(Draft\)$/],
      ["/about-yu/news-events/news/student-portal-upgrade", "news article", /\(Draft\)$/],
      ["/about-yu/news-events/events/open-day-footscray-park", "event", /\(Draft\)$/],
      ["/courses/bachelor-of-nursing-hbns", "course", /\(Draft\)$/],
    ];
    for (const [path, type, title] of drafts) {
      const t = await target(request, path);
      await page.goto(previewPath(t, "latest"));
      await expect(banner(page).getByRole("heading", { name: new RegExp(`^Preview: Working copy of ${type} ‘`) }), path).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
      await expect(banner(page).getByRole("link", { name: "View the published page" }), path).toHaveAttribute("href", path);
    }
    await expectNoAxeViolations(page, "preview of a course's working copy");

    // Never published: the route answers 403, so find it as an editor would, among the working copies.
    const token = /authenticatedContent=([^;]+)/.exec((await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join(";"))?.[1] ?? "";
    const list = await (await request.get(`${CONTENT}/api/v1/node/landing_page?site=7&resourceVersion=rel:working-copy&filter[title]=Scholarships`, {
      headers: { "x-authorization": `Bearer ${token}` },
    })).json();
    const uuid = (list.data as { id: string }[])[0]?.id ?? "";
    await page.goto(previewPath({ bundle: "landing_page", uuid, publishedVid: 0 }, "latest"));
    await expect(page.getByRole("heading", { level: 1, name: "Scholarships" })).toBeVisible();
    await expect(banner(page).getByText("This content is not published: visitors cannot see it yet.")).toBeVisible();
    expect((await request.get("/study-at-yu/scholarships")).status()).toBe(404);
  });

  test("accounts that may not preview are told why @phone", async ({ page, request }) => {
    const t = await target(request);
    const draft = previewPath(t, "latest");
    await page.goto(`/login?destination=${encodeURIComponent(draft)}`);
    await signIn(page, BLOCKED);
    await expect(notice(page)).toContainText("has not been activated or is blocked");

    await signIn(page, MEMBER);
    await expect(page).toHaveURL(loginUrl(draft, "refused"));
    await expect(page.getByRole("heading", { name: "This account cannot preview content" })).toBeVisible();
    await expect(page.getByText(DRAFT_TEXT)).toHaveCount(0);
    await expectNoAxeViolations(page, "sign-in page, account refused");
  });

  test("an expired token is sent to sign in again, and says so @phone", async ({ page, context, request }) => {
    const t = await target(request);
    const draft = previewPath(t, "latest");
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const expired = `${part({ alg: "HS256", typ: "JWT" })}.${part({ iat: now - 700, exp: now - 100, drupal: { uid: "1" } })}.c2lnbmF0dXJl`;
    await context.addCookies([{ name: "authenticatedContent", value: expired, url: `http://localhost:${PORTS.site}` }]);
    await page.goto(draft);
    await expect(page).toHaveURL(loginUrl(draft, "expired"));
    await expect(page.getByRole("heading", { name: "Your session has expired" })).toBeVisible();
    await expectNoAxeViolations(page, "sign-in page, session expired");
  });

  test("a hostile destination sends the editor home instead", async ({ page, request, baseURL }) => {
    for (const destination of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/%2F%2Fevil.example", "javascript:alert(1)"]) {
      const res = await request.post("/api/editor/login", {
        form: { name: EDITOR.name, pass: EDITOR.pass, destination },
        headers: { origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(res.status(), destination).toBe(303);
      expect(res.headers().location, destination).toBe("/");
    }
    await page.goto(`/login?destination=${encodeURIComponent("//evil.example/")}`);
    await signIn(page, EDITOR);
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("signing in from another site's page is refused, and the cookie is HttpOnly, SameSite=Lax, Path=/", async ({ request, baseURL }) => {
    const crossSite = await request.post("/api/editor/login", {
      form: { name: EDITOR.name, pass: EDITOR.pass },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()["set-cookie"]).toBeUndefined();

    const res = await request.post("/api/editor/login", { form: { name: EDITOR.name, pass: EDITOR.pass }, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
    const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    const auth = cookies.find((c) => c.startsWith("authenticatedContent="));
    expect(auth).toMatch(/; HttpOnly/);
    expect(auth).toMatch(/; SameSite=Lax/);
    expect(auth).toMatch(/; Path=\//);
    // The token lives 10 minutes (Tide's lifetime); so does the cookie.
    expect(Number(/Max-Age=(\d+)/.exec(auth ?? "")?.[1])).toBeGreaterThan(500);
    expect(Number(/Max-Age=(\d+)/.exec(auth ?? "")?.[1])).toBeLessThanOrEqual(600);
    // Plain-HTTP localhost: not Secure, or the browser would drop it.
    expect(auth).not.toMatch(/; Secure/);
  });

  test("keyboard only: sign in, show the password, reach the preview and log out", async ({ page, request }) => {
    const t = await target(request);
    const draft = previewPath(t, "latest");
    await page.goto(`/login?destination=${encodeURIComponent(draft)}`);
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
    for (let i = 0; i < 60 && (await focusedId()) !== "login-name"; i++) await page.keyboard.press("Tab");
    expect(await focusedId()).toBe("login-name");
    await page.keyboard.type(EDITOR.name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(EDITOR.pass);
    await page.keyboard.press("Tab");
    expect(await focusedId()).toBe("login-show");
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(draft);
    await expect(page.getByText(DRAFT_TEXT)).toBeVisible();

    const logout = page.getByRole("banner").getByRole("button", { name: "Log out" });
    for (let i = 0; i < 40 && !(await logout.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(logout).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the draft never reaches an anonymous visitor, even while previews render at the same time", async ({ browser, request }) => {
    test.slow();
    const t = await target(request);
    const draft = previewPath(t, "latest");
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    // A page of a context of the test's own: its goto does not wait for the page's scripts as the suite's page does.
    await editor.goto(`/login?destination=${encodeURIComponent(draft)}`);
    await pageScriptsRan(editor);
    await signIn(editor, EDITOR);
    await expect(editor.getByText(DRAFT_TEXT)).toBeVisible();

    const previewHead = await editor.request.get(draft);
    expect(previewHead.headers()["cache-control"]).toBe("private, no-store");
    expect(previewHead.headers()["x-robots-tag"]).toBe("noindex");

    // The editor's browser also visits the public page: it must get the published text too.
    await editor.goto(PAGE_PATH);
    await expect(editor.getByText(DRAFT_TEXT)).toHaveCount(0);

    const anonymous = await anonymousLoads(browser, request, draft, editorContext);
    for (const html of anonymous) expect(html).not.toContain("awaiting Council approval");
    await editorContext.close();
  });
});

/** Many anonymous loads of the public page interleaved with the editor's previews; returns the anonymous pages' HTML. */
async function anonymousLoads(browser: Browser, request: APIRequestContext, draft: string, editorContext: Awaited<ReturnType<Browser["newContext"]>>) {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const rounds = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const [preview, plain] = await Promise.all([editorContext.request.get(draft), request.get(`${PAGE_PATH}${i % 2 ? "" : "?"}`)]);
      expect(await preview.text()).toContain("awaiting Council approval");
      return plain.text();
    }),
  );
  await visitor.goto(PAGE_PATH);
  await expect(visitor.getByRole("heading", { level: 1, name: "Vision & mission" })).toBeVisible();
  await expect(visitor.getByRole("region", { name: /^Preview:/ })).toHaveCount(0);
  rounds.push(await visitor.content());
  await visitorContext.close();
  return rounds;
}
