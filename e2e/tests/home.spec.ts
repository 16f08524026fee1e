import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const courseSearch = (page: Page) => page.getByRole("search", { name: "What do you want to study?" });
const STUDY_AREAS = ["Arts & humanities", "Business", "Computers & IT", "Education", "Engineering & science", "Health & biomedicine",
  "Law & justice", "Sports & exercise", "Trades", "VCE, preparation & English language"];
const BROWSE = "/study-at-yu/courses/browse-study-areas";

/** Types words in the home page's course search and sends them; the course finder answers with those words. */
async function searchCourses(page: Page, words: string) {
  const search = courseSearch(page);
  await search.getByLabel("Course, subject or career").fill(words);
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`/course-discovery?query=${encodeURIComponent(words).replace(/%20/g, "+")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Course finder" })).toBeVisible();
  await expect(page.locator("#search-results-heading")).toHaveText(new RegExp(`courses? for "${words}"$`));
  await expect(page.getByLabel("Search courses")).toHaveValue(words);
  await expect(page.locator(".course-finder .course-card").first()).toBeVisible();
}

test.describe("home page", () => {
  test("shows the university's home page with its chrome @phone", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\| Yarra University$|^Yarra University$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/\bhome\b/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoAxeViolations(page, "home");
  });

  test("'Skip to content' is first in the tab order and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("a course search comes first, and sends the words typed to the course finder @phone", async ({ page }) => {
    await page.goto("/");
    const search = courseSearch(page);
    await expect(search).toBeInViewport();
    // First of the page's own sections, straight after its title.
    await expect(page.locator("#main-content h2").first()).toHaveText("What do you want to study?");
    await expect(search.getByLabel("Course, subject or career")).toHaveAttribute("placeholder", "Try nursing or IT");
    await expect(search).toHaveAttribute("action", "/course-discovery");
    await expect(search).toHaveAttribute("method", "get");
    await expect(page.getByRole("list", { name: "Popular searches" }).getByRole("link", { name: "Nursing" })).toHaveAttribute("href", "/course-discovery?query=nursing");
    await expectNoAxeViolations(page, "home, course search");
    await searchCourses(page, "cyber security");
    await expectNoAxeViolations(page, "course finder from the home page");
  });

  test("finds courses by what students type: IT, a typo, an abbreviation @phone", async ({ page }) => {
    const titles = page.locator(".course-finder .course-card__title");
    await page.goto("/");
    // `IT` is an English stop word: the search keeps it, and the thesaurus reads it as information technology.
    await searchCourses(page, "IT");
    for (const title of (await titles.allTextContents()).slice(0, 3)) expect(title).toMatch(/Information Technology/);
    await expectNoAxeViolations(page, "course finder, IT");
    await page.getByLabel("Search courses").fill("bachelor of buisness");
    await page.getByLabel("Search courses").press("Enter");
    await expect(page.locator("#search-results-heading")).toHaveText(/courses? for "bachelor of buisness"$/);
    await expect(titles.first()).toHaveText("Bachelor of Business");
    const spell = page.locator(".search-spell");
    await expect(spell).toHaveText("Did you mean bachelor of business?");
    await expectNoAxeViolations(page, "course finder, a typo forgiven");
    await spell.getByRole("link", { name: "bachelor of business" }).click();
    await expect(page.getByLabel("Search courses")).toHaveValue("bachelor of business");
    await expect(titles.first()).toHaveText("Bachelor of Business");
    await expect(spell).toHaveCount(0);
    await page.goto("/course-discovery?query=psych");
    await expect(titles.first()).toHaveText("Bachelor of Psychological Science");
  });

  test("lists the ten study areas, each linking to its page @phone", async ({ page }) => {
    await page.goto("/");
    const grid = page.getByRole("region", { name: "Browse by study area" });
    const links = grid.getByRole("list").first().getByRole("link");
    await expect(links).toHaveText(STUDY_AREAS);
    const slugs = ["arts-humanities", "business", "computers-it", "education", "engineering-science", "health-biomedicine", "law-justice",
      "sports-exercise", "trades", "vce-preparation-english"];
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(slugs.map((slug) => `${BROWSE}/${slug}`));
    await expect(grid.getByRole("link", { name: "All study areas, by level and interest" })).toHaveAttribute("href", BROWSE);
    await grid.getByRole("link", { name: "Health & biomedicine" }).click();
    await expect(page).toHaveURL(`${BROWSE}/health-biomedicine`);
    await expect(page.getByRole("heading", { level: 1, name: "Health & biomedicine" })).toBeVisible();
  });

  test("has a way in for domestic, international and current students @phone", async ({ page, request }) => {
    await page.goto("/");
    const start = page.getByRole("region", { name: "Start here" });
    const ways = [
      ["Domestic students", "/study-at-yu"],
      ["International students", "/study-at-yu/international-students"],
      ["Current students", "/current-students"],
    ] as const;
    for (const [name, href] of ways) {
      await expect(start.getByRole("link", { name })).toHaveAttribute("href", href);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    // The whole card is the link's target.
    const card = start.getByRole("listitem").filter({ hasText: "International students" });
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
    await expect(page).toHaveURL("/study-at-yu/international-students");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // (The scan needs scripts in the page: the form's markup is scanned with them above.)
  test("the course search is a plain form the course finder answers @phone", async ({ page }) => {
    await page.goto("/");
    await searchCourses(page, "nursing");
  });
});
