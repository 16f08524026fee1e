import { type BrowserContext, type CDPSession, type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

/*
 * No press lost before the page is ready. A page paints before its scripts run (server/stages/scripts-after-paint.mjs):
 * every control shown then either works as plain HTML (a link, a <details>, a form the server answers) or keeps the
 * press and makes it once the scripts have run (features/early-press), looking pending meanwhile. Here each control
 * is pressed as soon as it is shown, on a CPU slowed six times, while the page's scripts are held back; then they are
 * let through, and what was asked must happen. (docs/architecture.md, "Controls before scripts".)
 */

const COURSE = "/courses/bachelor-of-business-bbns";
const LANDING = "/study-at-yu/how-to-apply";
const SUBSITE = "/dame-alice-rowe-centre";
const ESCAPE = "https://www.google.com.au/";
const LIFTS = "Footscray Park: Building D lifts out of service";
/** How long a page may take, once its scripts are let through, to be hydrated on the slowed CPU of a busy machine. */
const HYDRATED_MS = 45_000;

interface SlowPage {
  page: Page;
  /** Lets the page's scripts through, those held and those still to come. */
  release: () => void;
  /** The CPU at full speed (for axe scans, which are the test's work, not the page's), or slowed again. */
  cpu: (rate: 1 | 6) => Promise<void>;
}

/** A page on a CPU slowed six times, whose script files (Next's chunks) wait until `release()`. */
async function slowPage(context: BrowserContext): Promise<SlowPage> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    await held;
    // The page may have gone on to another document meanwhile.
    await route.continue().catch(() => undefined);
  });
  return { page, release, cpu: async (rate) => void (await cdp.send("Emulation.setCPUThrottlingRate", { rate })) };
}

/** Opens a page whose scripts are held: it is shown, nothing of React's has run. */
async function openHeld(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), path).toBe(200);
}

const hydrated = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")));

/** Presses a control shown before the page's scripts ran, and checks it is not React's yet and looks pending. */
async function pressEarly(control: Locator) {
  await expect(control).toBeVisible();
  expect(await hydrated(control), "pressed before the page's scripts ran").toBe(false);
  await control.click();
  await expect(control).toHaveAttribute("data-early-press", "");
  await expect(control).toHaveAttribute("aria-busy", "true");
}

/** Once a remembered press has been made: the control no longer looks pending. */
async function expectDone(control: Locator) {
  await expect(control).not.toHaveAttribute("data-early-press");
  await expect(control).not.toHaveAttribute("aria-busy", "true");
}

const isSmall = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

test.describe("a control pressed before the page's scripts run", () => {
  test.slow();

  test("Login and Chat in the header and corner: the press is kept, the menu and the chat open once the scripts arrive @phone", async ({ context }) => {
    const { page, release, cpu } = await slowPage(context);
    await openHeld(page, "/");
    const login = page.getByRole("button", { name: "Login" });
    await expect(login).toHaveAttribute("aria-expanded", "false");
    await pressEarly(login);
    const chat = page.getByRole("button", { name: "Chat", exact: true });
    await pressEarly(chat);
    await expect(page.locator("#login-menu")).toBeHidden();
    await cpu(1);
    await expectNoAxeViolations(page, "presses waiting for the page's scripts");

    release();
    // In the order they were pressed: the login links open, then the chat, a modal dialog over them.
    await expect(page.getByRole("dialog", { name: "Ask Yarra University" })).toBeVisible({ timeout: HYDRATED_MS });
    await expect(login).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#login-menu").getByRole("link").first()).toContainText("MyYU");
    await expectDone(login);
    await expectDone(chat);
    await expectNoAxeViolations(page, "login links and chat opened by early presses");
  });

  test("Search in the header: a press before the scripts goes to the search page at once @phone", async ({ context }) => {
    const { page } = await slowPage(context);
    await openHeld(page, "/");
    const search = page.locator("#search-toggle");
    await expect(search).toBeVisible();
    expect(await hydrated(search)).toBe(false);
    await search.click();
    await expect(page).toHaveURL(/\/search\??$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#main-content").getByRole("searchbox")).toBeVisible();
    await expectNoAxeViolations(page, "search page reached before scripts");
  });

  test("the menu: the press on its toggle is kept, and it opens once the scripts arrive @phone", async ({ context }) => {
    const { page, release, cpu } = await slowPage(context);
    await openHeld(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // On a phone the menu's own toggle; on a large screen a level-1 link's.
    const toggle = isSmall(page)
      ? page.getByRole("button", { name: "Toggle menu" })
      : nav.getByRole("button", { name: "Toggle Study with us", exact: true });
    const opened = isSmall(page) ? nav.getByRole("link", { name: "About YU", exact: true }) : nav.getByRole("link", { name: "Courses", exact: true });
    await expect(opened).toBeHidden();
    await pressEarly(toggle);
    release();
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: HYDRATED_MS });
    await expect(opened).toBeVisible();
    await expectDone(toggle);
    await cpu(1);
    await expectNoAxeViolations(page, "menu opened by an early press");
  });

  test("an accordion, a tab, a video and its transcript: each press is kept and made, in order, once the scripts arrive @phone", async ({ context }) => {
    const { page, release, cpu } = await slowPage(context);
    // The video hosts are not reachable offline (and must not be contacted by tests).
    await page.route(/youtube\.com|vimeo\.com/, (route) => route.abort());
    await openHeld(page, LANDING);
    const item = page.getByRole("region", { name: "Which way should I apply?" }).getByRole("button", { name: "I'm in Year 12 (or finished school last year)" });
    const tab = page.getByRole("tablist", { name: "What you need to apply" }).getByRole("tab", { name: "Postgraduate" });
    const play = page.getByRole("region", { name: "Footscray Park from above" }).getByRole("button", { name: "Play video" });
    const transcript = page.getByRole("region", { name: "Hear from students who applied" }).getByRole("button", { name: "The Block Model explained in two minutes - transcript" });
    await expect(item).toHaveAttribute("aria-expanded", "false");
    await expect(tab).toHaveAttribute("aria-selected", "false");
    await expect(play).toHaveAttribute("aria-pressed", "false");
    await pressEarly(item);
    await pressEarly(tab);
    await pressEarly(play);
    await pressEarly(transcript);
    await cpu(1);
    await expectNoAxeViolations(page, "accordion, tab, video and transcript waiting for the page's scripts");
    await cpu(6);

    release();
    const dialog = page.getByRole("dialog", { name: "Transcript" });
    await expect(dialog).toBeVisible({ timeout: HYDRATED_MS });
    await expect(dialog).toContainText("one unit at a time");
    await expect(item).toHaveAttribute("aria-expanded", "true");
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Postgraduate" })).toContainText("research proposal");
    await expect(play).toHaveAttribute("aria-pressed", "true");
    for (const control of [item, tab, play, transcript]) await expectDone(control);
    await cpu(1);
    await expectNoAxeViolations(page, "transcript opened by an early press");
  });

  test("the fee estimate: a choice before the scripts is estimated once they arrive; its button asks the server at once @phone", async ({ context }) => {
    const { page, release, cpu } = await slowPage(context);
    await openHeld(page, COURSE);
    const estimate = page.getByRole("form", { name: "Estimate your fees" });
    await expect(estimate).toContainText("$17,194 a year for 3 years");
    const partTime = estimate.getByLabel("Part time (half a full-time load)");
    expect(await hydrated(partTime)).toBe(false);
    await partTime.check();
    // The save button needs the browser's shortlist: it is not shown before the scripts run.
    await expect(page.getByRole("button", { name: /Save .* to shortlist/ })).toBeHidden();
    release();
    await expect(estimate).toContainText("$8,597 a year for 6 years", { timeout: HYDRATED_MS });
    await expect(partTime).toBeChecked();
    await expect(page).toHaveURL(COURSE);
    await cpu(1);
    await expectNoAxeViolations(page, "fee estimate of an early choice");

    const { page: again } = await slowPage(context);
    await openHeld(again, COURSE);
    const form = again.getByRole("form", { name: "Estimate your fees" });
    await form.getByLabel("Full-fee place").check();
    await form.getByRole("button", { name: "Estimate my fees" }).click();
    await expect(again).toHaveURL(/\/course-discovery\/fee-estimate\?course=BBNS&audience=domestic&place=full-fee&load=full-time$/);
    await expect(again.getByRole("heading", { level: 1, name: "Fee estimate: Bachelor of Business" })).toBeVisible();
  });

  test("the course finder: a filter ticked before the scripts is applied once they arrive, and words typed stay @phone", async ({ context }) => {
    const { page, release, cpu } = await slowPage(context);
    await openHeld(page, "/course-discovery");
    // On a phone the filters fold into a <details>: it opens without scripts.
    const summary = page.locator(".search-filters__summary");
    if (await summary.isVisible()) await summary.click();
    const level = page.getByRole("group", { name: "Study level" }).getByLabel(/^Undergraduate/);
    expect(await hydrated(level)).toBe(false);
    await level.check();
    // Before the scripts, the filters' own button is there to apply them: the page does not pretend they apply by themselves.
    await expect(page.getByRole("button", { name: "Apply filters" })).toBeVisible();
    release();
    await expect(page).toHaveURL(/studyLevel=Undergraduate/, { timeout: HYDRATED_MS });
    await expect(level).toBeChecked();
    for (const text of await page.locator(".course-finder .course-card .course-card__level").allTextContents()) expect(text).toMatch(/^Undergraduate/);
    await cpu(1);
    await expectNoAxeViolations(page, "finder filtered by an early tick");

    const { page: typed, release: releaseTyped } = await slowPage(context);
    await openHeld(typed, "/course-discovery");
    const box = typed.getByLabel("Search courses");
    await box.fill("midwifery");
    releaseTyped();
    // Hydrated: the filters apply as they change, so their button goes.
    await expect(typed.getByRole("button", { name: "Apply filters" })).toBeHidden({ timeout: HYDRATED_MS });
    await expect(box).toHaveValue("midwifery");
  });

  test("links, <details> and forms work at once: an alert's More, the shortlist, a footer link, quick exit @phone", async ({ context }) => {
    await context.route(`${ESCAPE}**`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Google</title><h1>Search</h1>" }));
    const { page } = await slowPage(context);
    await openHeld(page, "/");
    const lifts = page.getByRole("region", { name: "Site alerts" }).locator("[data-site-alert]", { has: page.getByRole("heading", { name: LIFTS }) });
    // Closing an alert needs the browser's memory: its button comes with the scripts, its room kept.
    await expect(lifts.getByRole("button")).toHaveCount(0);
    const message = lifts.getByText(/Both lifts in Building D are being replaced/);
    if (isSmall(page)) {
      await expect(message).toBeHidden();
      await lifts.locator("summary").click();
    }
    await expect(message).toBeVisible();
    await expectNoAxeViolations(page, "alert opened before scripts");

    await page.getByRole("banner").getByRole("link", { name: "Shortlist" }).click();
    await expect(page).toHaveURL("/course-discovery/shortlist");

    await openHeld(page, "/");
    const campuses = page.getByRole("contentinfo").getByRole("link", { name: "Campus maps & parking" });
    await campuses.click();
    await expect(page).toHaveURL("/about-yu/campuses");

    await openHeld(page, SUBSITE);
    await page.getByRole("link", { name: "Quick exit", exact: true }).click();
    await expect(page).toHaveURL(ESCAPE);
  });
});
