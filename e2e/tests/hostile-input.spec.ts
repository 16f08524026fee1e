import { type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import {
  leakIn, MALFORMED_JSONAPI_QUERIES, MALFORMED_PATH_SEGMENTS, MALFORMED_ROUTE_PATHS, REDIRECT_PAYLOADS, XSS_PAYLOADS,
} from "../support/hostile-corpus";
import { PORTS } from "../support/ports";

/*
 * Hostile input everywhere a visitor can put it: XSS payloads in query strings, paths, form answers, a file name and
 * cookies (no script may run: no dialog, no window.__xss canary); open-redirect payloads at every redirecting
 * path (no Location off the site); malformed parameters (no 500, no stack trace, no SQL). Each test logs its
 * figures ("hostile: …") for the record.
 */

// Each test walks a whole corpus: minutes, not the usual one.
test.describe.configure({ timeout: 420_000 });

const SITE = `http://localhost:${PORTS.site}`;
const CONTENT = `http://localhost:${PORTS.content}`;
const STUDENTS = "/study-at-yu/international-students/chat-with-our-students";
const QUIZ = "/study-at-yu/course-discovery-quiz";
const enc = encodeURIComponent;
/** A quarter of the corpus, for the slow vectors (forms, cookies); every kind of payload is among them. */
const SAMPLE = XSS_PAYLOADS.filter((_, index) => index % 4 === 0);

function record(line: string) {
  console.log(`hostile: ${line}`);
  test.info().annotations.push({ type: "hostile", description: line });
}

/** Watches a page for any sign of injected script: a dialog, the canary, a console line naming it. */
function xssWatch(page: Page) {
  const ran: string[] = [];
  page.on("dialog", async (dialog) => {
    ran.push(`dialog "${dialog.message()}" on ${page.url()}`);
    await dialog.dismiss().catch(() => undefined);
  });
  page.on("console", (message) => {
    if (/__xss/.test(message.text())) ran.push(`console "${message.text()}" on ${page.url()}`);
  });
  return {
    ran,
    /** Reads the canary in the page and its same-origin frames (or in its frames only). */
    async check(label: string, { frames = "all" }: { frames?: "all" | "children" } = {}) {
      for (const frame of page.frames().filter((frame) => frames === "all" || frame !== page.mainFrame())) {
        const fired = await frame.evaluate(() => (window as Window & { __xss?: unknown }).__xss !== undefined).catch(() => false);
        if (fired) ran.push(`canary: ${label}`);
      }
    },
  };
}

/** The answer's body holds no stack trace, file path or SQL; and it is not a server error. */
async function expectNoLeak(response: APIResponse | null, label: string, problems: string[]) {
  if (response === null) return;
  const body = await response.text().catch(() => "");
  const leak = leakIn(body);
  if (response.status() >= 500) problems.push(`${response.status()} ${label}`);
  if (leak !== null) problems.push(`leak ${leak} ${label}`);
}

/** page.goto, tried again when the page's own script navigated at the same moment (a reload interrupts it). */
async function load(page: Page, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.goto(url, { waitUntil: "load" });
    } catch (error) {
      if (attempt >= 3 || !/ERR_ABORTED|frame was detached|interrupted/.test(String(error))) throw error;
      await page.waitForLoadState("load").catch(() => undefined);
    }
  }
}

async function visitAll(page: Page, name: string, urls: (payload: string) => string[]) {
  const watch = xssWatch(page);
  const problems: string[] = [];
  let tried = 0;
  for (const payload of XSS_PAYLOADS) {
    for (const url of urls(payload)) {
      tried += 1;
      const response = await load(page, url);
      await page.waitForTimeout(60);
      if (response !== null && response.status() >= 500) problems.push(`${response.status()} ${url}`);
      // The page's canary and its markup in one round trip (the other frames, if any, are read one by one).
      const label = `${name} ${JSON.stringify(payload)}`;
      const read = () => page.evaluate(() => ({
        fired: (window as Window & { __xss?: unknown }).__xss !== undefined,
        html: document.documentElement.outerHTML,
      }));
      const state = await read().catch(async () => {
        await page.waitForLoadState("load");
        return read();
      });
      if (state.fired) watch.ran.push(`canary: ${label}`);
      if (page.frames().length > 1) await watch.check(label, { frames: "children" });
      const leak = leakIn(state.html);
      if (leak !== null) problems.push(`leak ${leak} ${url}`);
    }
  }
  record(`${name}: ${tried} loads, ${watch.ran.length} executed, ${problems.length} server errors or leaks`);
  expect(watch.ran).toEqual([]);
  expect(problems).toEqual([]);
}

test.describe("XSS payloads in query strings and paths", () => {
  // Hundreds of loads, and no check here depends on the layout: a small window, so each load paints less.
  test.use({ viewport: { width: 400, height: 300 } });

  test("site search ?q=", async ({ page }) => {
    await visitAll(page, "search ?q=", (p) => [`/search?q=${enc(p)}`]);
  });

  test("course finder query and filters", async ({ page }) => {
    await visitAll(page, "course finder", (p) => [`/course-discovery?q=${enc(p)}&${enc("f.Study area|studyArea")}=${enc(p)}&sort=${enc(p)}`]);
  });

  test("chat-with-our-students filters", async ({ page }) => {
    await visitAll(page, "student filters", (p) => [`${STUDENTS}?area=${enc(p)}&campus=${enc(p)}&country=${enc(p)}&language=${enc(p)}&ask=${enc(p)}`]);
  });

  test("the course quiz", async ({ page }) => {
    await visitAll(page, "quiz", (p) => [`${QUIZ}?step=2&interests=${enc(p)}`, `${QUIZ}?result=1&interests=${enc(p)}&${enc(p)}=1`]);
  });

  test("login ?destination= and ?reason=", async ({ page }) => {
    await visitAll(page, "login", (p) => [`/login?destination=${enc(p)}&reason=${enc(p)}`]);
  });

  test("path segments", async ({ page }) => {
    await visitAll(page, "path", (p) => [`/${enc(p)}`, `/courses/${enc(p)}`]);
  });
});

test.describe("XSS payloads in forms, a file name and stored values", () => {
  test("the contact web form's answers", async ({ page }) => {
    const watch = xssWatch(page);
    for (const payload of SAMPLE) {
      await page.goto("/about-yu/contact-us");
      const form = page.locator(".webform");
      await expect(page.locator(".webform[data-ready]")).toBeVisible();
      await form.getByLabel("Your name").fill(payload);
      await form.getByLabel("Your email").fill("jane@example.edu");
      await form.getByLabel("What is your enquiry about?").selectOption("future");
      await form.getByLabel("Subject").fill(payload.slice(0, 100));
      await form.getByLabel("Message").fill(payload);
      await form.getByLabel("I agree to the privacy statement").check();
      const sent = page.waitForResponse((r) => r.url().endsWith("/api/webform/contact") && r.request().method() === "POST");
      await form.getByRole("button", { name: "Send message" }).click();
      expect((await sent).status(), payload).toBeLessThan(500);
      await page.waitForTimeout(100);
      await watch.check(`contact form ${JSON.stringify(payload)}`);
    }
    record(`contact form: ${SAMPLE.length} submissions, ${watch.ran.length} executed`);
    expect(watch.ran).toEqual([]);
  });

  test("'Ask a student' answers, sent back through the draft cookie", async ({ page, context }) => {
    const watch = xssWatch(page);
    let tried = 0;
    for (const payload of SAMPLE) {
      await page.goto(`${STUDENTS}?language=mandarin`);
      const card = page.locator("article, li").filter({ has: page.getByRole("heading", { level: 3, name: "Siti Rahman", exact: true }) }).first();
      await card.getByText("Ask Siti Rahman a question").click();
      const form = card.getByRole("form", { name: "Ask Siti Rahman a question" });
      await form.getByLabel("Your name").fill(payload);
      // An address the form refuses: the answers come back through the draft cookie and show again.
      await form.getByLabel("Your email").fill(`${payload.slice(0, 40)}@example`);
      await form.getByLabel("Your question").fill(payload);
      await form.getByRole("button", { name: "Send question" }).click();
      await expect(page).toHaveURL(/ask=/);
      tried += 1;
      await watch.check(`ask form ${JSON.stringify(payload)}`);
    }
    // The draft cookie itself, written by hand: whatever it holds shows as text.
    const cookie = (await context.cookies()).find((c) => c.name === "ask-a-student");
    const draftUrl = page.url();
    if (cookie !== undefined) {
      const draft = JSON.parse(Buffer.from(cookie.value, "base64url").toString("utf8")) as Record<string, unknown>;
      for (const payload of SAMPLE) {
        const value = Buffer.from(JSON.stringify({ ...draft, n: payload, e: payload, q: payload, m: payload }), "utf8").toString("base64url");
        await context.addCookies([{ ...cookie, value }]);
        // A fresh load (not a jump to the fragment of the same address).
        await page.goto("about:blank");
        const response = await page.goto(draftUrl);
        expect(response?.status()).toBeLessThan(500);
        tried += 1;
        await watch.check(`ask draft cookie ${JSON.stringify(payload)}`);
      }
    }
    record(`ask a student: ${tried} submissions and draft cookies, ${watch.ran.length} executed`);
    expect(cookie, "the refused question left a draft cookie").toBeDefined();
    expect(watch.ran).toEqual([]);
  });

  test("chat 'Leave a message'", async ({ page }) => {
    const watch = xssWatch(page);
    for (const payload of SAMPLE) {
      await page.goto("/about-yu/contact-us");
      await page.getByRole("button", { name: "Chat", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Ask Yarra University" });
      await dialog.getByLabel("Your question").fill(payload);
      await dialog.getByLabel("Your question").press("Enter");
      await dialog.getByRole("button", { name: "Leave a message" }).click();
      await dialog.getByLabel("Your name").fill(payload);
      await dialog.getByLabel("Your email").fill("jane@example.com");
      await dialog.getByLabel("Your message").fill(payload);
      await dialog.getByRole("button", { name: "Send message" }).click();
      await page.waitForTimeout(300);
      await watch.check(`chat message ${JSON.stringify(payload)}`);
    }
    record(`chat leave a message: ${SAMPLE.length} messages, ${watch.ran.length} executed`);
    expect(watch.ran).toEqual([]);
  });

  test("an uploaded file's name", async ({ page }) => {
    const watch = xssWatch(page);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
    // A file name cannot hold a slash: the payloads without one.
    const names = XSS_PAYLOADS.filter((p) => !/[/\\]/.test(p)).slice(0, 12);
    await page.goto("/about-yu/campuses");
    await expect(page.locator(".webform[data-ready]")).toBeVisible();
    const form = page.locator(".webform");
    await form.getByLabel(/^Concession/).check();
    const upload = form.getByLabel("Proof of concession");
    for (const name of names) {
      const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/webform/event_registration/upload"));
      await upload.setInputFiles({ name: `${name}.pdf`, mimeType: "application/pdf", buffer: pdf });
      expect((await uploaded).status(), name).toBeLessThan(500);
      await page.waitForTimeout(100);
      await watch.check(`upload name ${JSON.stringify(name)}`);
    }
    record(`upload file names: ${names.length} uploads, ${watch.ran.length} executed`);
    expect(watch.ran).toEqual([]);
  });

  test("cookies and stored values: editor name, shortlist", async ({ page, context }) => {
    const watch = xssWatch(page);
    let tried = 0;
    for (const payload of SAMPLE) {
      await context.addCookies([
        { name: "yuEditor", value: enc(payload), url: SITE },
        { name: "yu-shortlist", value: enc(payload), url: SITE },
      ]);
      await page.addInitScript((p) => {
        localStorage.setItem("yu-shortlist", JSON.stringify({ v: 1, courses: [{ code: "HBNS", title: p, url: `/courses/${p}`, level: p }] }));
      }, payload);
      for (const path of ["/", "/login", "/course-discovery/shortlist"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(500);
        await page.waitForTimeout(100);
        tried += 1;
        await watch.check(`cookie/storage ${path} ${JSON.stringify(payload)}`);
      }
    }
    record(`cookies and stored values: ${tried} loads, ${watch.ran.length} executed`);
    expect(watch.ran).toEqual([]);
  });
});

/** The Location of an answer, if it leaves the site (another origin, or a script URL). */
function offSite(response: APIResponse): string | null {
  const location = response.headers().location;
  if (location === undefined) return null;
  try {
    const target = new URL(location, SITE);
    return target.origin === SITE ? null : location;
  } catch {
    return null;
  }
}

async function form(request: APIRequestContext, path: string, data: Record<string, string>) {
  return request.post(`${SITE}${path}`, { form: data, maxRedirects: 0, headers: { origin: SITE } });
}

test.describe("open redirects", () => {
  test("no redirecting path sends the visitor off the site", async ({ request }) => {
    const students = await (await request.get(`${SITE}${STUDENTS}`)).text();
    const profileId = /name="profile_id" value="([^"]+)"/.exec(students)?.[1];
    expect(profileId, "a student's profile id on the page").toBeTruthy();

    const offsite: string[] = [];
    const problems: string[] = [];
    let tried = 0;
    const check = async (label: string, response: APIResponse) => {
      tried += 1;
      const location = offSite(response);
      if (location !== null) offsite.push(`${label} → ${location}`);
      await expectNoLeak(response, label, problems);
    };

    for (const payload of REDIRECT_PAYLOADS) {
      const p = enc(payload);
      // Sign-in: on success and on failure, with the payload as destination.
      await check(`login ${payload}`, await form(request, "/api/editor/login", { name: "editor", pass: "demo-editor-password", destination: payload }));
      await check(`login missing ${payload}`, await form(request, "/api/editor/login", { name: "", pass: "", destination: payload }));
      await check(`logout ${payload}`, await form(request, `/api/editor/logout?destination=${p}`, { destination: payload }));
      // 'Ask a student': back to the page with the form's query.
      await check(`ask back ${payload}`, await form(request, "/api/ask-a-student",
        { profile_id: profileId!, name: "Jane", email: "bad", question: "Hello?", back: payload, website: "", form_started_at: "1" }));
      await check(`ask back valid ${payload}`, await form(request, "/api/ask-a-student",
        { profile_id: profileId!, name: "Jane", email: "jane@example.com", question: "Where do students eat?", privacy: "yes", back: payload, website: "", form_started_at: "1" }));
      // Pages that redirect: the quiz, the student list, search, sign-in, preview, content redirects, slashes.
      for (const url of [
        `${QUIZ}?step=${p}`, `${QUIZ}?${p}`, `${QUIZ}/${p}`, `${QUIZ}?result=1&interests=${p}&back=${p}`,
        `${STUDENTS}?ask=${p}&asked=${p}&back=${p}`, `${STUDENTS}/${p}`,
        `/search?q=${p}&url=${p}`, `/search?${p}`, `/course-discovery?q=${p}&redirect=${p}`,
        `/login?destination=${p}`, `/preview/${p}`, `/preview/node/page/${p}`,
        `/${payload}`, `/${payload}/`, `/${p}`, `/${p}/`, `/study/${p}`, `/study?${p}`, `/${payload}?x=1`,
      ]) {
        await check(`GET ${url}`, await request.get(`${SITE}${url.startsWith("/") ? url : `/${url}`}`, { maxRedirects: 0 }));
      }
    }
    record(`open redirects: ${REDIRECT_PAYLOADS.length} payloads, ${tried} requests, ${offsite.length} off-site, ${problems.length} server errors or leaks`);
    expect(offsite).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe("malformed parameters", () => {
  test("no 500, stack trace or SQL from the site or the content service", async ({ request }) => {
    const problems: string[] = [];
    let tried = 0;
    const check = async (url: string) => {
      tried += 1;
      await expectNoLeak(await request.get(url, { maxRedirects: 0 }), url, problems);
    };
    for (const query of MALFORMED_JSONAPI_QUERIES) {
      await check(`${CONTENT}/api/v1/node/page?${query}`);
      await check(`${CONTENT}/api/v1/node/course?${query}`);
      await check(`${SITE}/search?${query}`);
      await check(`${SITE}/course-discovery?${query}`);
      await check(`${SITE}/api/search-autocomplete?${query}`);
      await check(`${SITE}/?${query}`);
    }
    for (const segment of MALFORMED_PATH_SEGMENTS) {
      await check(`${CONTENT}/api/v1/node/page/${segment}`);
      await check(`${CONTENT}/api/v1/${segment}/page`);
      await check(`${SITE}/${segment}`);
      await check(`${SITE}/courses/${segment}`);
      await check(`${SITE}/api/webform/${segment}`);
    }
    for (const path of MALFORMED_ROUTE_PATHS) {
      await check(`${CONTENT}/api/v1/route?path=${path}&site=7`);
      await check(`${SITE}/search?q=${path}`);
    }
    record(`malformed parameters: ${tried} requests, ${problems.length} server errors or leaks`);
    expect(problems).toEqual([]);
  });
});
