import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

/* 'Chat with our students' (spec §2.1 fixed page): current international students (node--student_profile) as
 * cards with filters that are a plain GET form, and 'Ask {name} a question', a plain POST stored by the content
 * service as an ask_a_student web form submission. Both work with JavaScript off. */

const PATH = "/study-at-yu/international-students/chat-with-our-students";
const ALL = 12;

const cards = (page: Page) => page.locator(".student-card");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
const count = (page: Page) => page.locator(".student-results__count");

/** A context with scripts off, at the width of the project that runs the test. */
async function withoutJavaScript(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 } });
}

test.describe("chat with our students", () => {
  test("lists the students and filters them by a plain form, without JavaScript @phone", async ({ browser, page }, testInfo) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Chat with our students" })).toBeVisible();
    await expect(cards(page)).toHaveCount(ALL);
    await expect(count(page)).toHaveText(`${ALL} students`);
    const linh = card(page, "Linh Nguyen");
    await expect(linh.getByRole("link", { name: "Bachelor of Nursing" })).toHaveAttribute("href", "/courses/bachelor-of-nursing-hbns/international");
    await expect(linh).toContainText("St Albans");
    await expect(linh).toContainText("Vietnamese, English");
    await expectNoAxeViolations(page, "all students");

    const context = await withoutJavaScript(browser, testInfo);
    const plain = await context.newPage();
    await plain.goto(PATH);
    await plain.getByLabel("Study area").selectOption({ label: "Health & biomedicine" });
    await plain.getByRole("button", { name: "Show students" }).click();
    await expect(plain).toHaveURL(/\?area=health-biomedicine&campus=&country=&language=$/);
    await expect(count(plain)).toHaveText(`Showing 3 of ${ALL} students`);
    await expect(plain.getByLabel("Study area")).toHaveValue("health-biomedicine");
    await plain.getByLabel("Language spoken").selectOption({ label: "Mandarin" });
    await plain.getByRole("button", { name: "Show students" }).click();
    await expect(cards(plain)).toHaveCount(1);
    await expect(card(plain, "Siti Rahman")).toBeVisible();

    // Nothing matches: said so, with a way back to everyone.
    await plain.getByLabel("Campus").selectOption({ label: "Sydney" });
    await plain.getByRole("button", { name: "Show students" }).click();
    await expect(count(plain)).toHaveText(`Showing 0 of ${ALL} students`);
    await expect(plain.getByText("No students match all of these filters.")).toBeVisible();
    await plain.locator(".student-results__empty").getByRole("link", { name: "Clear filters" }).click();
    await expect(plain).toHaveURL(new RegExp(`${PATH}$`));
    await expect(cards(plain)).toHaveCount(ALL);
    await context.close();

    // The same states with scripts on, for the scan; the filtered list gets focus after the form.
    await page.goto(`${PATH}?area=business&campus=sydney`);
    await expect(count(page)).toHaveText(`Showing 1 of ${ALL} students`);
    await expectNoAxeViolations(page, "filtered students");
    await page.getByLabel("Campus").selectOption({ label: "St Albans" });
    await page.getByRole("button", { name: "Show students" }).click();
    await expect(page.getByText("No students match all of these filters.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our students" })).toBeFocused();
    await expectNoAxeViolations(page, "no students match");
  });

  test("ignores filter values it cannot read, and never fails on a malformed address", async ({ page, request }) => {
    for (const query of ["?area=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "?campus=%E0%A4%A", `?language=${"x".repeat(5000)}`, "?country=__proto__&area[]=1",
      "?%", "?area=health-biomedicine&area=business"]) {
      const response = await request.get(`${PATH}${query}`);
      expect([query, response.status()]).toEqual([query, 200]);
    }
    await page.goto(`${PATH}?area=astrology&language=english`);
    await expect(page.getByText("Some filters in the address were not recognised")).toBeVisible();
    await expect(page.getByLabel("Study area")).toHaveValue("");
    await expect(page.getByLabel("Language spoken")).toHaveValue("english");
    await expect(cards(page)).toHaveCount(ALL);
  });

  test("asks a student a question: problems beside their fields with the answers kept, then sent and stored @phone", async ({ page }) => {
    await page.goto(`${PATH}?language=mandarin`);
    const siti = card(page, "Siti Rahman");
    await siti.getByText("Ask Siti Rahman a question").click();
    const form = siti.getByRole("form", { name: "Ask Siti Rahman a question" });
    await expect(form.getByLabel("Your name")).toBeVisible();
    await expectNoAxeViolations(page, "ask form open");

    await form.getByLabel("Your email").fill("jane@example");
    await form.getByLabel("Your question").fill("Where do students eat on campus?");
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(page).toHaveURL(/language=mandarin&ask=/);
    const again = card(page, "Siti Rahman").getByRole("form", { name: "Ask Siti Rahman a question" });
    const summary = again.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Enter your name." })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Agree to the privacy statement to send your question." })).toBeVisible();
    await expect(again.getByLabel("Your email")).toHaveValue("jane@example");
    await expect(again.getByLabel("Your email")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("Your email")).toHaveAccessibleDescription(/Enter an email address in the correct format/);
    await expect(again.getByLabel("Your question")).toHaveValue("Where do students eat on campus?");
    await expect(page).toHaveTitle(/^Error: /);
    await expectNoAxeViolations(page, "ask form with problems");

    await again.getByLabel("Your name").fill("Jane Citizen");
    await again.getByLabel("Your email").fill("jane@example.com");
    await again.getByLabel("I agree to the privacy statement").check();
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/ask-a-student") && r.request().method() === "POST");
    await again.getByRole("button", { name: "Send question" }).click();
    const answer = await posted;
    expect(answer.status()).toBe(303);
    // The reference is the content service's id of the stored submission.
    const reference = new URL(answer.headers().location ?? "", "http://x").searchParams.get("ref");
    expect(reference).toMatch(/^[\w-]+$/);
    const sent = new URLSearchParams(answer.request().postData() ?? "");
    expect(Object.fromEntries(sent)).toMatchObject({ name: "Jane Citizen", email: "jane@example.com", question: "Where do students eat on campus?",
      privacy: "yes", back: "language=mandarin", website: "" });

    const confirmation = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Question sent" }) });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText("Thanks, your question has been sent to Siti Rahman.");
    await expect(confirmation).toContainText(`Your reference is ${reference}.`);
    await expect(page).toHaveURL(/language=mandarin/);
    await expect(page.locator("details[open]")).toHaveCount(0);
    await expectNoAxeViolations(page, "question sent");
  });

  test("asks a question with JavaScript off, and refuses another site's post", async ({ browser, request }, testInfo) => {
    const context = await withoutJavaScript(browser, testInfo);
    const page = await context.newPage();
    await page.goto(PATH);
    const arjun = card(page, "Arjun Mehta");
    await arjun.getByText("Ask Arjun Mehta a question").click();
    await arjun.getByLabel("Your name").fill("Sam Lee");
    await arjun.getByLabel("Your email").fill("sam@example.com");
    await arjun.getByLabel("Your question").fill("Can I work while I study the Master of IT?");
    await arjun.getByLabel("I agree to the privacy statement").check();
    await arjun.getByRole("button", { name: "Send question" }).click();
    await expect(page.getByRole("heading", { name: "Question sent" })).toBeVisible();
    await expect(page.getByText("Thanks, your question has been sent to Arjun Mehta.")).toBeVisible();
    await expect(page.getByText(/Your reference is [\w-]+\./)).toBeVisible();
    await context.close();

    const form = { profile_id: "5b0c1a52-3b7e-4c1e-9d0a-1b2c3d4e5f60", name: "Eve", email: "eve@example.com", question: "Hi?", privacy: "yes" };
    const crossSite = await request.post("/api/ask-a-student", { form, headers: { origin: "https://evil.example" }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);
    const nobody = await request.post("/api/ask-a-student", { form: { ...form, profile_id: "1 OR 1=1" }, maxRedirects: 0 });
    expect(nobody.status()).toBe(400);
  });
});
