import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const toggle = (page: Page, title: string) => nav(page).getByRole("button", { name: `Toggle ${title}`, exact: true });

/** Every visible control in the header is at least 24×24 px (WCAG 2.2 target size). */
async function expectTargetsAtLeast24(scope: Locator) {
  const sizes = await scope.locator("a:visible, button:visible").evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: (el.textContent ?? "").trim().slice(0, 40), width: Math.round(r.width), height: Math.round(r.height) };
    }),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.filter((s) => s.width < 24 || s.height < 24)).toEqual([]);
}

async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("could not reach the element with Tab");
}

/** Opens the menu down to level 5 and follows the Nursing course's link. */
async function followToNursing(page: Page) {
  await toggle(page, "Study with us").click();
  await toggle(page, "Courses").click();
  await toggle(page, "Browse study areas").click();
  await toggle(page, "Health & biomedicine").click();
  await nav(page).getByRole("link", { name: "Nursing", exact: true }).click();
  await expect(page).toHaveURL(/\/courses\/bachelor-of-nursing-hbns$/);
}

test.describe("main navigation on large screens", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 992, "large screens only");

  test("walks the menu to level 5 with the mouse and back", async ({ page }) => {
    await page.goto("/about-yu");
    await expect(nav(page).getByRole("link", { name: "About YU" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Toggle menu" })).toBeHidden();

    await toggle(page, "Study with us").click();
    await expect(toggle(page, "Study with us")).toHaveAttribute("aria-expanded", "true");
    // Level 2 is a bar of links; the call to action stands out; links for phones are hidden here.
    await expect(nav(page).getByRole("link", { name: "Courses", exact: true })).toBeVisible();
    await expect(nav(page).locator(".nav-item--cta").getByRole("link", { name: "How to apply" })).toBeVisible();

    await toggle(page, "Courses").click();
    const panel = page.locator("#" + (await toggle(page, "Courses").getAttribute("aria-controls")));
    await expect(panel.getByText("More than 600 courses across ten study areas", { exact: false })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Find out more" })).toHaveAttribute("href", "/study-at-yu/courses");
    await expect(page.locator(".site-header__overlay")).toBeVisible();

    await toggle(page, "Browse study areas").click();
    await toggle(page, "Health & biomedicine").click();
    const nursing = nav(page).getByRole("link", { name: "Nursing", exact: true });
    await expect(nursing).toBeVisible();
    await expectNoAxeViolations(page, "menu open to level 5");
    await expectTargetsAtLeast24(page.getByRole("banner"));

    // Selecting the same link again closes it and everything below.
    await toggle(page, "Browse study areas").click();
    await expect(nursing).toBeHidden();
    await expect(toggle(page, "Health & biomedicine")).toBeHidden();
    // Changing level 2 closes level 3.
    await toggle(page, "International students").click();
    await expect(toggle(page, "Browse study areas")).toBeHidden();
    await page.getByRole("button", { name: "close menu" }).filter({ visible: true }).click();
    await expect(nav(page).getByRole("link", { name: "International students" })).toBeHidden();
    await expect(page.locator(".site-header__overlay")).toBeHidden();
    await expect(toggle(page, "Study with us")).toBeFocused();
  });

  test("follows a level-5 link to its page, where the menu opens at the active links", async ({ page }) => {
    await page.goto("/");
    await followToNursing(page);
    await expect(nav(page).getByRole("link", { name: "Courses", exact: true })).toBeHidden();
    // Opening resets level 2 to the active link.
    await toggle(page, "Study with us").click();
    await expect(toggle(page, "Courses")).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).locator(".nav-list--l1 > .is-active")).toContainText("Study with us");
  });

  test("opens a menu link in place, by mouse or by Enter, without reloading the document", async ({ page }) => {
    await page.goto("/");
    // Lost if the browser loads a new document rather than the router rendering the next page in this one.
    await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
    const samePageLoad = () => page.evaluate(() => (window as Window & { samePageLoad?: boolean }).samePageLoad === true);
    await followToNursing(page);
    expect(await samePageLoad()).toBe(true);
    await page.locator(".site-header__logo").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    expect(await samePageLoad()).toBe(true);
  });

  test("is operable by keyboard alone: Enter opens, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await tabTo(page, toggle(page, "Study with us"));
    await page.keyboard.press("Enter");
    await tabTo(page, toggle(page, "Courses"));
    await page.keyboard.press("Enter");
    await tabTo(page, toggle(page, "Browse study areas"));
    await page.keyboard.press("Enter");
    await tabTo(page, toggle(page, "Health & biomedicine"));
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Nursing", exact: true })).toBeFocused();

    for (const title of ["Health & biomedicine", "Browse study areas", "Courses", "Study with us"]) {
      await page.keyboard.press("Escape");
      await expect(toggle(page, title)).toBeFocused();
      await expect(toggle(page, title)).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("closes when focus leaves the header", async ({ page }) => {
    await page.goto("/");
    await toggle(page, "About YU").click();
    await expect(nav(page).getByRole("link", { name: "Vision & mission" })).toBeVisible();
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await expect(nav(page).getByRole("link", { name: "Vision & mission" })).toBeHidden();
    await toggle(page, "About YU").click();
    await page.locator("main h1").click();
    await expect(nav(page).getByRole("link", { name: "Vision & mission" })).toBeHidden();
  });

  test("hides links for phones and shows the sticky bar once scrolled past the header", async ({ page }) => {
    await page.goto("/about-yu");
    await toggle(page, "Current students").click();
    await expect(nav(page).getByRole("link", { name: /student portal/ })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.locator(".site-header")).not.toHaveClass(/is-sticky/);
    await page.mouse.wheel(0, 1200);
    await expect(page.locator(".site-header")).toHaveClass(/is-sticky/);
    await expect(toggle(page, "Study with us")).toBeInViewport();
    await toggle(page, "Study with us").click();
    await expect(nav(page).getByRole("link", { name: "Courses", exact: true })).toBeInViewport();
    await page.keyboard.press("Escape");
    // The sticky bar's search button opens the panel right under it.
    await page.locator(".header-button--sticky-search").click();
    await expect(page.getByRole("combobox", { name: "What are you looking for?" })).toBeInViewport();
    await expect(page.locator(".site-header")).toHaveClass(/is-sticky/);
  });
});

test.describe("main navigation on small screens", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 992, "small screens only");

  test("opens the drawer, walks to level 5 through the back-arrow drawers and back @phone", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Toggle menu" });
    await expect(nav(page).getByRole("link", { name: "Study with us" })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).getByRole("link", { name: "Study with us" })).toBeVisible();
    // Links for phones show here.
    await toggle(page, "Current students").click();
    await expect(nav(page).getByRole("link", { name: /student portal/ })).toBeVisible();

    await toggle(page, "Study with us").click();
    await toggle(page, "Courses").click();
    await expect(page.getByRole("button", { name: "Go back" }).filter({ visible: true })).toBeFocused();
    await toggle(page, "Browse study areas").click();
    await toggle(page, "Health & biomedicine").click();
    await expect(nav(page).getByRole("link", { name: "Nursing", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "phone menu at level 5");
    await expectTargetsAtLeast24(page.getByRole("banner"));

    for (const title of ["Health & biomedicine", "Browse study areas", "Courses"]) {
      await page.getByRole("button", { name: "Go back" }).filter({ visible: true }).click();
      await expect(toggle(page, title)).toBeFocused();
    }
    await menu.click();
    await expect(nav(page).getByRole("link", { name: "Study with us" })).toBeHidden();
  });

  test("works by keyboard alone @phone", async ({ page }) => {
    await page.goto("/");
    await tabTo(page, page.getByRole("button", { name: "Toggle menu" }));
    await page.keyboard.press("Enter");
    await tabTo(page, toggle(page, "About YU"));
    await page.keyboard.press("Enter");
    await tabTo(page, toggle(page, "News & events"));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Go back" }).filter({ visible: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle(page, "News & events")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle(page, "About YU")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Toggle menu" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Toggle menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("subsite navigation", () => {
  test("shows the subsite menu with '{short name} Home', first on large screens and last on small @phone", async ({ page, viewport }) => {
    await page.goto("/centre-of-policy-studies-cops");
    const large = (viewport?.width ?? 0) >= 992;
    if (!large) await page.getByRole("button", { name: "Toggle menu" }).click();
    const links = nav(page).getByRole("link").filter({ visible: true });
    await expect(links.first()).toHaveText(large ? "YU Home" : "CoPS");
    await expect(links.last()).toHaveText(large ? "Papers & submissions" : "YU Home");
    await expect(nav(page).getByRole("link", { name: "YU Home" }).filter({ visible: true })).toHaveAttribute("href", "/");
    await expect(nav(page).getByRole("link", { name: "Economic modelling" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Study with us" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByText("Centre of Policy Studies", { exact: false }).first()).toBeAttached();
    await expectNoAxeViolations(page, "subsite navigation");
  });
});

test.describe("the menu in a page's HTML", () => {
  test("carries the first level as links, and a panel's links only once it opens", async ({ page, request }) => {
    const html = await (await request.get("/about-yu")).text();
    const menu = html.slice(html.indexOf('id="main-nav"'), html.indexOf("</nav>", html.indexOf('id="main-nav"')));
    for (const href of ["/study-at-yu", "/about-yu", "/research"]) expect(menu, href).toContain(`href="${href}"`);
    expect(menu, "a level-5 link").not.toContain('href="/courses/bachelor-of-nursing-hbns"');
    // Every panel is there, empty and hidden, for its toggle to name.
    expect(menu).toMatch(/<div id="sub-[^"]+" class="nav-sub nav-sub--l2" hidden=""><\/div>/);

    await page.goto("/about-yu");
    if ((page.viewportSize()?.width ?? 0) < 992) await page.getByRole("button", { name: "Toggle menu" }).click();
    await toggle(page, "Study with us").click();
    await toggle(page, "Courses").click();
    await toggle(page, "Browse study areas").click();
    await toggle(page, "Health & biomedicine").click();
    await expect(nav(page).getByRole("link", { name: "Nursing", exact: true })).toHaveAttribute("href", "/courses/bachelor-of-nursing-hbns");
  });
});
