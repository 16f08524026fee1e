import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

test("a staff profile shows the portrait, role, expertise and email @phone", async ({ page }) => {
  expect((await page.goto("/about-yu/people/mei-ling-tran"))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Professor Mei-Ling Tran" })).toBeVisible();
  await expect(main.locator(".page-header__meta")).toHaveText("Dean of Nursing and Midwifery");
  await expect(main.locator("img.profile-portrait")).toBeVisible();
  const facts = main.getByRole("region", { name: "Profile" });
  await expect(facts.getByText("Expertise")).toBeVisible();
  await expect(facts.getByRole("link", { name: /@yu\.edu\.au$/ })).toHaveAttribute("href", /^mailto:/);
  await expectNoAxeViolations(page, "profile");
});
