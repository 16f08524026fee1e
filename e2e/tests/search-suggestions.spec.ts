import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const searchButton = (page: Page) => page.locator("#search-toggle");
const box = (page: Page) => page.getByRole("combobox", { name: "What are you looking for?" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });

async function openSearch(page: Page, path = "/") {
  await page.goto(path);
  await searchButton(page).click();
  await expect(box(page)).toBeFocused();
}

test.describe("header search panel", () => {
  test("suggests from the third character, in two columns, and follows a suggestion with the keyboard @phone", async ({ page, viewport }) => {
    const lookups: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/search-autocomplete")) lookups.push(r.postData() ?? "");
    });
    await openSearch(page);
    await expect(page.getByRole("heading", { name: "What are you looking for?" })).toBeVisible();
    await expect(box(page)).toHaveAttribute(
      "placeholder",
      (viewport?.width ?? 0) >= 992 ? "Search Yarra University for courses, units, news, events, people, etc…" : "Find courses, units, news, people, etc…",
    );

    await box(page).pressSequentially("nu");
    await page.waitForTimeout(600);
    expect(lookups).toEqual([]);
    await expect(listbox(page)).toBeHidden();

    await box(page).pressSequentially("r");
    await expect(listbox(page)).toBeVisible();
    expect(lookups).toHaveLength(2);
    expect(lookups.map((b) => JSON.parse(b))).toEqual(
      expect.arrayContaining([
        { type: "suggestions", params: { partial_query: "nur", show: 10 } },
        { type: "courses", params: { partial_query: "nur", show: 10 } },
      ]),
    );
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    const courses = page.getByRole("group", { name: "Courses and units" });
    await expect(page.getByRole("group", { name: "Suggestions" })).toBeVisible();
    const nursing = courses.getByRole("option", { name: /Bachelor of Nursing/ }).first();
    await expect(nursing).toBeVisible();
    await expect(nursing).toContainText("Bachelor");
    await expectNoAxeViolations(page, "search panel with suggestions");

    // Arrow keys move through the options; Enter follows the active one.
    await box(page).press("ArrowDown");
    const first = page.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box(page)).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await box(page).press("ArrowUp");
    await expect(page.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
    const target = await page.getByRole("option").last().textContent();
    expect(target).toBeTruthy();
    await box(page).press("Enter");
    await expect(page).not.toHaveURL(/\/$/);
    await expect(box(page)).toBeHidden();
  });

  test("shows the no-results message when both lists are empty, and Escape clears then closes", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("zzqxjv");
    await expect(page.getByText("Sorry, we couldn't find any results.")).toBeVisible();
    await expect(listbox(page)).toBeHidden();
    await expectNoAxeViolations(page, "search panel with no results");
    await box(page).press("Escape");
    await expect(page.getByText("Sorry, we couldn't find any results.")).toBeHidden();
    await expect(box(page)).toBeVisible();
    await box(page).press("Escape");
    await expect(box(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    // Closing cleared the box.
    await searchButton(page).click();
    await expect(box(page)).toHaveValue("");
  });

  test("clears suggestions when focus leaves the search area, and under three characters", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("business");
    await expect(listbox(page)).toBeVisible();
    await box(page).press("Shift+Tab");
    await expect(listbox(page)).toBeVisible(); // still inside the panel (the close button)
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await expect(listbox(page)).toBeHidden();
    // Back in the box, the same text is looked up again.
    await box(page).focus();
    await expect(listbox(page)).toBeVisible();
    await box(page).fill("bu");
    await expect(listbox(page)).toBeHidden();
  });

  test("submits to /search with the query, the current tab and no empty values @phone", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("  nursing  ");
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?query=nursing$/);

    await openSearch(page, "/search?tab=courses&query=old");
    await box(page).fill("law");
    await page.locator("#search-panel").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=law&tab=courses$/);

    await openSearch(page);
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/search$/);
  });

  test("'close search' closes the panel; 'Skip to search' opens it", async ({ page }) => {
    await openSearch(page);
    await page.getByRole("button", { name: "close search" }).click();
    await expect(box(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await page.keyboard.press("Tab"); // away
    await page.goto("/about-yu");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to search" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(box(page)).toBeFocused();
    await expect(page).toHaveURL(/\/about-yu$/);
  });
});
