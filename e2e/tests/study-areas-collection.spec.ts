import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

/*
 * A site whose search collection has no interest-area class (e2e/support/collection-without-class.mjs: our
 * content service's answers without the class, a query naming it matching nothing): an interest-area page lists
 * its area's courses at the interest area's levels, and says so in one plain line, never an empty page.
 */

const SITE = `http://localhost:${PORTS.siteWithoutClass}`;
const NURSING = `${SITE}/study-at-yu/courses/browse-study-areas/health-biomedicine/nursing`;

test.describe("an interest-area page on a collection without the interest-area class", () => {
  test("lists the area's courses at the interest area's levels with one line saying so @phone", async ({ page, request }) => {
    // The server's answer, not the browser's timing: the page holds the courses and the line.
    const answer = await request.get(NURSING);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Our course search can&#x27;t pick out the Nursing ones on their own.");

    await page.goto(NURSING);
    await expect(page.getByRole("heading", { level: 1, name: "Nursing courses" })).toBeVisible();
    const line = page.locator(".interest-area__broadened");
    await expect(line).toHaveText(/^These are all Health & biomedicine courses at these levels: Undergraduate, TAFE.*\. Our course search can't pick out the Nursing ones on their own\.$/);
    await expect(page.locator(".interest-area").getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Bachelor of Nursing", exact: true })).toBeVisible();
    // Another interest area's course of the same level: the area's courses, not only Nursing's.
    await expect(page.getByRole("link", { name: "Bachelor of Psychological Science", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Diploma of Nursing", exact: true })).toBeVisible();
    // Postgraduate is not one of Nursing's levels.
    await expect(page.getByRole("heading", { level: 2, name: /^Postgraduate/ })).toHaveCount(0);
    await expectNoAxeViolations(page, "interest area on a collection without the class");
  });
});
