import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

const QUIZ = "/study-at-yu/course-discovery-quiz";
const NURSING_BROWSE = "/study-at-yu/courses/browse-study-areas/health-biomedicine/nursing";
const ANSWERS = "interests=caring,body&strengths=empathy&level=undergraduate&mode=part-time&where=campus&careers=nursing";

const progress = (page: Page) => page.locator(".quiz-progress__text");
const question = (page: Page) => page.locator(".quiz-question");
const nextButton = (page: Page, name: "Next" | "See my results" = "Next") => page.getByRole("button", { name, exact: true });
const areaTitles = (page: Page) => page.locator(".quiz-area__title");
const problem = (page: Page) => page.getByRole("alert", { name: "There is a problem" });

/** Presses Tab (only the keyboard) until the target has focus. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} never received focus`);
}

/** A step has loaded and focus has followed to its question. */
async function arrivedAt(page: Page, number: number) {
  await expect(progress(page)).toHaveText(`Question ${number} of 6`);
  await expect(question(page)).toBeFocused();
}

/** What a result says, to compare two loads of it (save buttons appear only once scripts run: left out). */
async function resultText(page: Page) {
  return page.locator(".quiz-areas").evaluate((areas) => {
    const copy = areas.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(".save-course").forEach((button) => button.remove());
    return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
  });
}

test.describe("course discovery quiz", () => {
  test("taken by keyboard alone: progress, the empty-answer message, Back keeping answers, and the result @phone", async ({ page, context }) => {
    // Six steps with a scan at four of them: longer than a page's journey.
    test.setTimeout(120_000);
    const response = await page.goto(QUIZ);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Question 1 of 6 – Course discovery quiz \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Course discovery quiz" })).toBeVisible();
    await expect(progress(page)).toHaveText("Question 1 of 6");
    const interests = page.getByRole("group", { name: "Which of these do you enjoy?" });
    await expect(interests).toBeVisible();
    await expect(page.getByRole("link", { name: /^Back/ })).toHaveCount(0);
    await expectNoAxeViolations(page, "question 1");

    // Sent with nothing chosen: the same question says what it needs, and focus goes to the problem.
    await tabTo(page, nextButton(page));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]step=2(&|#|$)/);
    await expect(progress(page)).toHaveText("Question 1 of 6");
    const summary = problem(page);
    await expect(summary).toContainText("Choose at least one interest");
    await expect(summary).toBeFocused();
    await expect(interests).toHaveAttribute("aria-describedby", "quiz-hint quiz-error");
    await expect(page.locator("#quiz-error")).toHaveText("Error: Choose at least one interest");
    await expect(page).toHaveTitle(/^Error: Question 1 of 6/);
    await expectNoAxeViolations(page, "question 1 sent empty");

    // Question 1: two interests, by Tab and Space.
    await tabTo(page, interests.getByRole("checkbox", { name: "Helping and caring for people" }));
    await page.keyboard.press("Space");
    await tabTo(page, interests.getByRole("checkbox", { name: "How the human body works" }));
    await page.keyboard.press("Space");
    await tabTo(page, nextButton(page));
    await page.keyboard.press("Enter");

    // Question 2: focus follows to the new question's heading.
    await arrivedAt(page, 2);
    await expect(question(page)).toHaveText("What are you good at?");
    await expect(page).toHaveURL(/interests=caring&interests=body|interests=caring,body/);
    await tabTo(page, page.getByRole("checkbox", { name: "Patience and empathy" }));
    await page.keyboard.press("Space");
    await tabTo(page, nextButton(page));
    await page.keyboard.press("Enter");

    // Question 3 (radio buttons): Tab reaches the group, Space chooses.
    await arrivedAt(page, 3);
    await expectNoAxeViolations(page, "question 3");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "My first degree" })).toBeFocused();
    await page.keyboard.press("Space");
    await tabTo(page, nextButton(page));
    await page.keyboard.press("Enter");

    // Question 4: arrows move the choice within the group.
    await arrivedAt(page, 4);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Part time" })).toBeChecked();
    await tabTo(page, nextButton(page));
    await page.keyboard.press("Enter");

    // Question 5, then the Back link: question 4 again, its answer kept; forward again.
    await arrivedAt(page, 5);
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("link", { name: "Back to question 4" })).toBeFocused();
    await page.keyboard.press("Enter");
    await arrivedAt(page, 4);
    await expect(page.getByRole("radio", { name: "Part time" })).toBeChecked();
    await tabTo(page, nextButton(page));
    await page.keyboard.press("Enter");
    await arrivedAt(page, 5);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "On campus" })).toBeFocused();
    await page.keyboard.press("Space");
    await tabTo(page, nextButton(page));
    await page.keyboard.press("Enter");

    // Question 6, the last: its button asks for the result.
    await arrivedAt(page, 6);
    await tabTo(page, page.getByRole("checkbox", { name: "Nurse or health care worker" }));
    await page.keyboard.press("Space");
    await tabTo(page, nextButton(page, "See my results"));
    await page.keyboard.press("Enter");

    // The result: a shareable address with every answer, focus on its heading.
    await expect(page).toHaveURL(/[?&]result=1(&|$|#)/);
    for (const part of ["interests=caring", "body", "strengths=empathy", "level=undergraduate", "mode=part-time", "where=campus", "careers=nursing"]) {
      expect(page.url()).toContain(part);
    }
    const heading = page.getByRole("heading", { level: 2, name: "Your course suggestions" });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(/^Your course suggestions – Course discovery quiz/);
    await expect(areaTitles(page).first()).toHaveText("Health & biomedicine");
    await expect(areaTitles(page).nth(1)).toHaveText("Arts & humanities");
    const health = page.locator(".quiz-area").first();
    await expect(health).toContainText("Best match");
    await expect(health.locator(".quiz-area__reason")).toHaveText(
      "You would like to work in nursing or health care, enjoy helping and caring for people and are curious about how the human body works. It offers the undergraduate degrees you're looking for.",
    );
    const nursing = health.locator(".quiz-interest").filter({ has: page.getByRole("heading", { level: 4, name: "Nursing" }) });
    await expect(nursing).toContainText("Matches “Helping and caring for people”, “How the human body works” and “Nurse or health care worker”");
    await expect(nursing.getByRole("link", { name: "Bachelor of Nursing" })).toHaveAttribute("href", "/courses/bachelor-of-nursing-hbns");
    await expect(nursing.locator(".quiz-course").first()).toContainText("Undergraduate · 3 years full time or part-time equivalent");
    await expect(nursing.locator(".quiz-course").first()).toContainText(/Next intake: \d{1,2} \w+ \d{4}/);
    await expect(nursing.locator(".quiz-course").first()).toContainText("Suits you: part time, on campus");
    await expect(nursing.getByRole("link", { name: "See all Nursing courses" })).toHaveAttribute("href", NURSING_BROWSE);
    await expect(page.getByRole("link", { name: "Change what you enjoy" })).toHaveAttribute("href", /step=1&interests=caring,body&/);
    await expectNoAxeViolations(page, "result");

    // The same address opened afresh gives the same result.
    const text = await resultText(page);
    const shared = await context.newPage();
    expect((await shared.goto(page.url()))?.status()).toBe(200);
    expect(await resultText(shared)).toBe(text);
    await shared.close();

    // The browser's Back goes to question 6, answers kept, and Forward to the result again.
    await page.goBack();
    await expect(progress(page)).toHaveText("Question 6 of 6");
    await page.goForward();
    await expect(areaTitles(page).first()).toHaveText("Health & biomedicine");
  });

  test("a suggested interest area's link opens its browse page", async ({ page, request }) => {
    await page.goto(`${QUIZ}?result=1&${ANSWERS}`);
    const all = page.locator(".quiz-area").first().getByRole("link", { name: "See all Nursing courses" });
    await expect(all).toHaveAttribute("href", NURSING_BROWSE);
    expect((await request.get(NURSING_BROWSE)).status()).toBe(200);
    await tabTo(page, all);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${NURSING_BROWSE}$`));
  });

  test("each state passes the accessibility scan @phone", async ({ page }) => {
    const states: [string, string][] = [
      ["question 2 with a Back link", `${QUIZ}?step=2&interests=caring,body`],
      ["question 6", `${QUIZ}?step=6&${ANSWERS}`],
      ["too many interests", `${QUIZ}?step=2&interests=caring,body,mind,tech`],
      ["an address with unknown values", `${QUIZ}?step=9&interests=astrology`],
      ["a result without level or place", `${QUIZ}?result=1&interests=tech,money,design&strengths=analysing,organising&level=unsure&mode=either&where=anywhere&careers=technology,business`],
    ];
    for (const [label, url] of states) {
      expect((await page.goto(url))?.status(), label).toBe(200);
      await expectNoAxeViolations(page, label);
    }
  });

  test("addresses that make no sense never break the quiz", async ({ page, request }) => {
    // Unknown values are left out, with a word about it; a step out of range starts at the beginning.
    await page.goto(`${QUIZ}?step=9&interests=astrology`);
    await expect(progress(page)).toHaveText("Question 1 of 6");
    await expect(page.locator(".quiz-notice")).toHaveText("Part of this quiz's address wasn't recognised, so we left it out.");
    await expect(problem(page)).toHaveCount(0);

    // A result asked for too early goes to the first question that still needs an answer.
    await page.goto(`${QUIZ}?result=1&interests=caring`);
    await expect(progress(page)).toHaveText("Question 2 of 6");
    await expect(problem(page)).toContainText("Choose at least one strength");

    // Too many interests: the same question, the choices kept to be trimmed.
    await page.goto(`${QUIZ}?step=2&interests=caring,body,mind,tech`);
    await expect(progress(page)).toHaveText("Question 1 of 6");
    await expect(problem(page)).toContainText("Choose no more than 3 interests");
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(4);

    for (const query of ["?step=%00", "?interests=%E0%A4%A", `?result=1&${"interests=x&".repeat(500)}`, "?step=1&step=2&result=2"]) {
      const response = await request.get(`${QUIZ}${query}`);
      expect(response.status(), query).toBe(200);
      expect(await response.text()).toContain("Course discovery quiz");
    }

    // The quiz has one address: its app route sends visitors to the public path.
    const direct = await request.get("/course-discovery-quiz?step=2", { maxRedirects: 0 });
    expect(direct.status()).toBe(308);
    expect(direct.headers().location).toBe(`${QUIZ}?step=2`);
  });

  test("a result still gives its suggestions when the course search does not answer", async ({ page }) => {
    // This site's search service hangs: the course lists give up after their time budget and say so.
    const response = await page.goto(`http://localhost:${PORTS.siteSearchSlow}${QUIZ}?result=1&${ANSWERS}`);
    expect(response?.status()).toBe(200);
    await expect(areaTitles(page).first()).toHaveText("Health & biomedicine");
    await expect(page.locator(".quiz-interest__empty").first()).toHaveText("We couldn't load its courses just now.");
    await expect(page.getByRole("link", { name: "See all Nursing courses" })).toHaveAttribute("href", NURSING_BROWSE);
  });

  test("works with JavaScript off, from the first question to the result", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(QUIZ);
    await nextButton(page).click();
    await expect(problem(page)).toContainText("Choose at least one interest");
    await expect(page).toHaveTitle(/^Error: /);
    // The address points at what to read next, so the browser itself moves focus there.
    await expect(problem(page)).toBeFocused();

    await page.getByText("Sport, fitness and being active").click();
    await page.getByText("How the human body works").click();
    await nextButton(page).click();
    await expect(progress(page)).toHaveText("Question 2 of 6");
    await expect(question(page)).toBeFocused();
    await page.getByLabel("Energy and teamwork").check();
    await nextButton(page).click();
    await expect(progress(page)).toHaveText("Question 3 of 6");
    await page.getByRole("link", { name: "Back to question 2" }).click();
    await expect(progress(page)).toHaveText("Question 2 of 6");
    await expect(page.getByLabel("Energy and teamwork")).toBeChecked();
    await nextButton(page).click();
    await page.getByLabel("My first degree").check();
    await nextButton(page).click();
    await page.getByLabel("Either suits me").check();
    await nextButton(page).click();
    await page.getByLabel("It doesn't matter").check();
    await nextButton(page).click();
    await page.getByLabel("Coach, trainer or sport scientist").check();
    await nextButton(page, "See my results").click();

    await expect(page).toHaveURL(/result=1/);
    await expect(areaTitles(page).first()).toHaveText("Sports & exercise");
    const sport = page.locator(".quiz-area").first();
    await expect(sport.locator(".quiz-area__reason")).toContainText("You bring energy and teamwork");
    const link = sport.getByRole("link", { name: "See all Exercise & sport science courses" });
    await expect(link).toHaveAttribute("href", "/study-at-yu/courses/browse-study-areas/sports-exercise/exercise-science");
    await expect(sport.getByRole("link", { name: "Bachelor of Exercise and Sport Science" }).first()).toBeVisible();
    await page.getByRole("link", { name: "Start again" }).click();
    await expect(progress(page)).toHaveText("Question 1 of 6");
    await context.close();
  });
});
