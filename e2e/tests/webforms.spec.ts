import { type Page, type Request } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

/* Web forms built from the content system's definitions (issue 5): the four demo forms and the online
 * reporting page, filled as a visitor would, against the real site endpoints and content service. */

const CONTACT = "/about-yu/contact-us";
const ENQUIRY = "/study-at-yu/courses";
const TOUR = "/about-yu/campuses";
const RATING = "/help";
const REPORT = "/current-students/campus-life/advice-support/safer-community/online-reporting-form";

/** A weekday at least a week ahead, as the date input takes it (YYYY-MM-DD), and the Saturday after it. */
function tourDates(): { weekday: string; saturday: string } {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  const saturday = new Date(day.getTime() + 3 * 86_400_000);
  return { weekday: day.toISOString().slice(0, 10), saturday: saturday.toISOString().slice(0, 10) };
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The form is rendered on the server; wait until its script has taken over.
  await expect(page.locator(".webform[data-ready]")).toBeVisible();
}

/** The JSON the browser sent to the site's submission endpoint. */
function sentData(request: Request): Record<string, unknown> {
  return (request.postDataJSON() as { data: Record<string, unknown> }).data;
}

test.describe("contact form", () => {
  test("live validation after the pause, conditional field, errors on submit, then sent and hidden @phone", async ({ page }) => {
    await open(page, CONTACT);
    const form = page.locator(".webform");
    await expectNoAxeViolations(page, "empty contact form");
    await expect(form.getByText("There is a problem")).toHaveCount(0);

    // Validation waits 1000 ms after the last change, and only then shows the email message: timed by the page's own
    // clock (the last input event, the message's arrival), which a busy machine cannot shorten.
    const email = form.getByLabel("Your email");
    const message = "Enter an email address in the correct format, like name@example.com.";
    await page.evaluate((text) => {
      const marks = { lastInput: 0, shownAt: 0 };
      Object.assign(window, { validationMarks: marks });
      document.addEventListener("input", () => (marks.lastInput = performance.now()), true);
      new MutationObserver(() => {
        if (marks.shownAt === 0 && document.querySelector(".webform")?.textContent?.includes(text)) marks.shownAt = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, message);
    await email.fill("jane@");
    await expect(form.getByText(message)).toBeVisible();
    const marks = await page.evaluate(() => (window as unknown as { validationMarks: { lastInput: number; shownAt: number } }).validationMarks);
    expect(marks.lastInput).toBeGreaterThan(0);
    expect(marks.shownAt - marks.lastInput).toBeGreaterThanOrEqual(950);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // Nothing else was touched, so nothing else complains yet.
    await expect(form.getByText("Enter your name.")).toHaveCount(0);

    // Student ID appears, and is required, only for current students.
    await expect(form.getByLabel("Student ID")).toBeHidden();
    await form.getByLabel("What is your enquiry about?").selectOption({ label: "I'm a current student" });
    await expect(form.getByLabel("Student ID")).toBeVisible();

    // Submit with errors: a summary, and focus on the first answer to fix.
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(form.getByLabel("Your name")).toBeFocused();
    await expect(form.getByText("Student ID field is required.").first()).toBeVisible();
    await expect(form.getByText("Agree to the privacy statement to send your message.").first()).toBeVisible();
    await expectNoAxeViolations(page, "contact form with errors");
    // The summary's links go to their questions.
    await form.locator(".webform-summary").getByRole("link", { name: "Subject field is required." }).click();
    await expect(form.getByLabel("Subject")).toBeFocused();

    await form.getByLabel("Your name").fill("Jane Citizen");
    await email.fill("jane@example.edu");
    await form.getByLabel("Student ID").fill("S123456");
    await form.getByLabel("Subject").fill("Timetable clash");
    await form.getByLabel("Message").fill("My two core units are on at the same time on Tuesdays.");
    await expect(form.getByText(/of 1000 characters/)).toHaveText("54 of 1000 characters");
    await form.getByLabel("I agree to the privacy statement").check();

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/contact") && r.method() === "POST");
    await form.getByRole("button", { name: "Send message" }).click();
    const data = sentData(await sent);
    expect(data).toMatchObject({ name: "Jane Citizen", email: "jane@example.edu", enquiry_type: "current", student_id: "S123456", privacy: true, website: "" });
    expect(typeof data.form_started_at).toBe("number");

    const success = form.getByRole("status").filter({ hasText: "Thank you. Your message has been sent and we will reply within two working days." });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await expect(form.locator("form")).toHaveCount(0);
    await expectNoAxeViolations(page, "contact form sent");
  });

  test("a failing content service: the form's failure message, every answer kept", async ({ page }) => {
    await open(page, CONTACT);
    const form = page.locator(".webform");
    await page.route("**/api/webform/contact", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ ok: false, message: null, fieldErrors: {} }) }));
    await form.getByLabel("Your name").fill("Sam Lee");
    await form.getByLabel("Your email").fill("sam@example.edu");
    await form.getByLabel("What is your enquiry about?").selectOption("future");
    await form.getByLabel("Subject").fill("Entry requirements");
    await form.getByLabel("Message").fill("Can I get in with a VET certificate?");
    await form.getByLabel("I agree to the privacy statement").check();
    await form.getByRole("button", { name: "Send message" }).click();

    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Sorry, your message could not be sent. Please try again, or phone 1300 975 710.");
    await expect(form.getByLabel("Your name")).toHaveValue("Sam Lee");
    await expect(form.getByLabel("Message")).toHaveValue("Can I get in with a VET certificate?");
    await expect(form.getByLabel("I agree to the privacy statement")).toBeChecked();
    await expectNoAxeViolations(page, "contact form failed");

    // The network itself failing reads the same, and the visitor can try again once it is back.
    await page.unroute("**/api/webform/contact");
    await page.route("**/api/webform/contact", (route) => route.abort("failed"));
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(alert).toContainText("Sorry, your message could not be sent. Please try again, or phone 1300 975 710.");
    await page.unroute("**/api/webform/contact");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("status").filter({ hasText: "Thank you." })).toBeVisible();
  });

  test("the content service's own per-field errors reach their questions", async ({ page }) => {
    await open(page, CONTACT);
    const form = page.locator(".webform");
    // A forged request (the browser's checks bypassed): the content service refuses the email itself.
    await page.route("**/api/webform/contact", async (route) => {
      const body = route.request().postDataJSON() as { data: Record<string, unknown> };
      await route.continue({ postData: JSON.stringify({ data: { ...body.data, email: "not-an-email" } }) });
    });
    await form.getByLabel("Your name").fill("Ana");
    await form.getByLabel("Your email").fill("ana@example.edu");
    await form.getByLabel("What is your enquiry about?").selectOption("media");
    await form.getByLabel("Subject").fill("Interview");
    await form.getByLabel("Message").fill("A request for an interview.");
    await form.getByLabel("I agree to the privacy statement").check();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Your email")).toBeFocused();
    await expect(form.locator(".webform-summary")).toContainText("Enter an email address in the correct format, like name@example.com.");
    await expect(form.getByLabel("Your name")).toHaveValue("Ana");
  });

  test("answers typed before the page's script started are sent, not lost @phone", async ({ page }) => {
    // A slow first load: the page's scripts are held back while the visitor answers the server-drawn form.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const shown = Date.now();
    const response = await page.goto(CONTACT, { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(200);
    const form = page.locator(".webform");
    await expect(form.getByLabel("Your name")).toBeVisible();
    await expect(page.locator(".webform[data-ready]")).toHaveCount(0);

    await form.getByLabel("Your name").fill("Early Bird");
    await form.getByLabel("Your email").fill("early@example.edu");
    await form.getByLabel("What is your enquiry about?").selectOption({ label: "Media" });
    await form.getByLabel("Subject").fill("Typed before the script");
    await form.getByLabel("Message").fill("Every word of this was typed before the form's script arrived.");
    await form.getByLabel("I agree to the privacy statement").check();
    await expect(page.locator(".webform[data-ready]")).toHaveCount(0);

    // The script arrives (a person takes more than the bot check's three seconds to answer five questions).
    await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - shown)));
    release();
    await expect(page.locator(".webform[data-ready]")).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveValue("Early Bird");

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/contact") && r.method() === "POST");
    await form.getByRole("button", { name: "Send message" }).click();
    expect(sentData(await sent)).toMatchObject({
      name: "Early Bird", email: "early@example.edu", enquiry_type: "media", subject: "Typed before the script",
      message: "Every word of this was typed before the form's script arrived.", privacy: true,
    });
    await expect(form.getByText("There is a problem")).toHaveCount(0);
    await expect(form.getByRole("status").filter({ hasText: "Thank you. Your message has been sent" })).toBeVisible();
  });

  test("keyboard only: tab through, answer, send", async ({ page }) => {
    await open(page, CONTACT);
    const form = page.locator(".webform");
    await form.getByLabel("Your name").focus();
    await page.keyboard.type("Kim Nguyen");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kim@example.edu");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("What is your enquiry about?")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Library hours");
    await page.keyboard.press("Tab");
    await page.keyboard.type("When does the library open on Sundays?");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("I agree to the privacy statement")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send message" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(form.getByRole("status").filter({ hasText: "Thank you." })).toBeFocused();
  });
});

test.describe("course enquiry form", () => {
  test("hidden fields from the query, term select, every kind of conditional rule, multiple select @phone", async ({ page }) => {
    await open(page, `${ENQUIRY}?course_code=%20HBIT%3Cscript%3E&utm_source=newsletter%22onload%3D&utm_campaign=${"x".repeat(80)}`);
    const form = page.locator(".webform");
    await expectNoAxeViolations(page, "course enquiry form");

    // Term select: the study_level vocabulary's terms.
    await expect(form.getByLabel("Level of study").locator("option")).toContainText(["- Select -", "Undergraduate", "Postgraduate"]);

    // invisible: postcode hides for international students; visible + required: country shows and is required.
    await expect(form.getByLabel("Country of residence")).toBeHidden();
    await form.getByLabel("Postcode").fill("3011");
    await form.getByLabel("International").check();
    await expect(form.getByLabel("Postcode")).toBeHidden();
    await expect(form.getByLabel("Country of residence")).toBeVisible();
    await expect(form.getByLabel("Country of residence")).toHaveAttribute("aria-required", "true");
    // The 'or' list: phone shows for international students too.
    await expect(form.getByRole("textbox", { name: "Phone" })).toBeVisible();
    // Hidden and changed: the answer was cleared, so coming back shows it empty.
    await form.getByLabel(/^Domestic/).check();
    await expect(form.getByLabel("Postcode")).toHaveValue("");
    await expect(form.getByRole("textbox", { name: "Phone" })).toBeHidden();

    // disabled: not sure when to start.
    await expect(form.getByLabel("When would you like to start?")).toBeEnabled();
    await form.getByLabel("I'm not sure yet").check();
    await expect(form.getByLabel("When would you like to start?")).toBeDisabled();

    // A [key] selector into a list answer: the online note shows when "Online" is one of the choices.
    await expect(form.getByText("Online courses run in the same blocks as on campus.")).toBeHidden();
    await form.getByLabel("Online").check();
    await expect(form.getByText("Online courses run in the same blocks as on campus.")).toBeVisible();

    // checked → visible and required; value → required.
    await form.getByLabel("An adviser may contact me about my enquiry").check();
    await form.getByRole("radio", { name: "Phone" }).check();
    await expect(form.getByRole("textbox", { name: "Phone" })).toHaveAttribute("aria-required", "true");

    // Multiple select: up to the element's showitems (3 here) titles, then '+ N more'.
    await form.getByLabel("Campuses you'd like to study at").selectOption(["footscray-park", "footscray-nicholson", "city-tower", "st-albans", "sunshine"]);
    await expect(form.getByText("Selected: Footscray Park, Footscray Nicholson, City Tower + 2 more")).toBeVisible();

    // Two-handle slider: each handle by keyboard, and the lower one stops at the upper one.
    const fees = form.getByRole("group", { name: "Yearly fees you are planning for" });
    const lower = fees.getByRole("slider", { name: "Minimum" });
    const upper = fees.getByRole("slider", { name: "Maximum" });
    await upper.focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press("ArrowLeft");
    await expect(upper).toHaveValue("10000");
    await lower.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await expect(lower).toHaveValue("4000");
    await expect(fees.locator("output").first()).toHaveText("$4,000");
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight");
    await expect(lower).toHaveValue("10000");
    await expect(fees.locator("output").last()).toHaveText("$10,000");
    for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowLeft");

    // Word count, trimmed.
    await form.getByLabel("Your question").fill("  Fees?  ");
    await expect(form.getByText("You have too few words. Minimum is 3, you have 1 words.")).toBeVisible();

    await form.getByLabel("First name").fill("Priya");
    await form.getByLabel("Last name").fill("Shah");
    await form.getByRole("textbox", { name: "Email" }).fill("priya@example.edu");
    await form.getByLabel("Level of study").selectOption({ label: "Undergraduate" });
    await form.getByLabel("Your question").fill("What are the fees for the Bachelor of IT?");
    await form.getByRole("textbox", { name: "Phone" }).fill("0400 000 000");
    await expectNoAxeViolations(page, "course enquiry filled");

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/course_enquiry"));
    await form.getByRole("button", { name: "Send enquiry" }).click();
    const data = sentData(await sent);
    expect(data).toMatchObject({
      course_code: "HBITscript", utm_source: "newsletter", residency: "domestic", postcode: null,
      study_mode: ["online"], campuses: ["footscray-park", "footscray-nicholson", "city-tower", "st-albans", "sunshine"], contact_preference: "phone",
      fee_budget: [8000, 10000],
    });
    expect(data.utm_campaign).toBe("x".repeat(50));
    // The intake its rule hides ("I'm not sure yet") is not sent.
    expect(data).not.toHaveProperty("intake");
    await expect(form.getByRole("status").filter({ hasText: "Thanks for your enquiry." })).toBeVisible();
  });
});

test.describe("campus tour registration", () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

  test("weekday-only date, address, upload bad then good file, then on to the confirmation page @phone", async ({ page }) => {
    await open(page, TOUR);
    const form = page.locator(".webform");
    const { weekday, saturday } = tourDates();

    // Opening the date picker brings its field to 150 px below the top of the window (spec §9).
    const date = form.getByLabel("Tour date");
    await date.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - window.innerHeight + 60));
    await date.click({ position: { x: 10, y: 10 } });
    await expect.poll(() => date.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 3_000 }).toBe(150);
    await page.keyboard.press("Escape");

    await form.getByLabel("Tour date").fill(saturday);
    await expect(form.getByText("Choose a date that falls on a Monday, Tuesday, Wednesday, Thursday, Friday.")).toBeVisible();
    await form.getByLabel("Tour date").fill(weekday);
    await expect(form.getByText(/Choose a date that falls on/)).toHaveCount(0);

    await form.getByLabel("Campus").selectOption({ label: "Werribee" });
    await form.getByLabel("Full name").fill("Alex Tran");
    await form.getByRole("textbox", { name: "Email" }).fill("alex@example.edu");
    await form.getByLabel("Guests coming with you").fill("2");
    await form.getByLabel("Postcode").fill("30ab");
    await expect(form.getByText("Enter the postcode as a number.")).toBeVisible();
    await form.getByLabel("Postcode").fill("3030");

    // The upload question appears, required, with the concession ticket.
    await expect(form.getByLabel("Proof of concession")).toBeHidden();
    await form.getByLabel(/^Concession/).check();
    const upload = form.getByLabel("Proof of concession");
    await expect(upload).toBeVisible();
    await expect(form.getByText("Allowed types: PDF, PNG, JPG, JPEG. Up to 2 MB.")).toBeVisible();

    // A page of HTML dressed as a PDF: the content service looks inside and refuses it.
    await upload.setInputFiles({ name: "card.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
    await expect(form.locator(".webform-file__status--error")).toBeVisible();
    await expect(form.locator(".webform-file .webform-field__error")).not.toBeEmpty();
    await expectNoAxeViolations(page, "upload refused");
    // Too large for the element's 2 MB, refused before it is sent.
    await upload.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
    await expect(form.getByText("The file is too large. The limit is 2 MB.")).toBeVisible();

    const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/webform/event_registration/upload"));
    await upload.setInputFiles({ name: "card.pdf", mimeType: "application/pdf", buffer: pdf });
    expect((await uploaded).status()).toBe(201);
    await expect(form.getByText("card.pdf uploaded.")).toBeVisible();

    await form.getByLabel("I agree to the privacy statement").check();
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/event_registration"));
    await form.getByRole("button", { name: "Register" }).click();
    const data = sentData(await sent);
    expect(data).toMatchObject({ tour: "werribee", guests: 2, ticket_type: "concession", address: { postal_code: "3030" } });
    expect(String(data.concession_proof)).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.tour_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    // Not an inline confirmation: the visitor goes to the confirmation page.
    await expect(page).toHaveURL(/\/about-yu\/campuses\/tour-booked$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked in for a campus tour");
  });
});

test.describe("content rating", () => {
  // Tide's genuine form (content/drupal-config/): the comments and the submit button show once either answer is
  // chosen, and its confirmation shows beside the emptied form (confirmation_type: message).
  test("'Was this page helpful?': comments on either answer, the page's address sent, thanks inline @phone", async ({ page }) => {
    await open(page, RATING);
    const form = page.locator(".webform");
    await expect(form.getByLabel("Any comments? (optional)")).toBeHidden();
    await form.getByLabel("No").check();
    await expect(form.getByLabel("Any comments? (optional)")).toBeVisible();
    await form.getByLabel("Any comments? (optional)").fill("<script>alert('x')</script> The opening hours are missing.");
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/content_rating"));
    await form.getByRole("button", { name: "Submit", exact: true }).click();
    expect(sentData(await sent)).toMatchObject({ was_this_page_helpful: "No", url: RATING });
    await expect(form.getByRole("status").filter({ hasText: "Thank you, your feedback is valuable to us." })).toBeVisible();
    await expect(page.locator("script").filter({ hasText: "alert('x')" })).toHaveCount(0);
    await expectNoAxeViolations(page, "rating sent");
  });
});

test.describe("online reporting form (a webform page)", () => {
  test("slider, time, label and a conditional email; sent anonymously", async ({ page }) => {
    await open(page, REPORT);
    const form = page.locator(".webform");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online reporting form");
    await expect(form.getByText("Support and follow-up")).toBeVisible();
    await expectNoAxeViolations(page, "reporting form");

    await form.getByLabel("Something else").check();
    await form.getByLabel("Tell us in a few words").fill("Stalking");
    await form.getByLabel("At about what time?").fill("14:30");
    const slider = form.getByLabel("How safe do you feel on campus now?");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(form.locator(".webform-slider__value")).toHaveText("7");
    await form.getByLabel("What happened, in your words").fill("Someone followed me from the station twice.");
    await form.getByLabel("I would like someone from the Safer Community team to contact me").check();
    await expect(form.getByLabel("Your email")).toHaveAttribute("aria-required", "true");
    await form.getByLabel("I would like someone from the Safer Community team to contact me").uncheck();
    await expect(form.getByLabel("Your email")).toBeHidden();

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/online_reporting"));
    await form.getByRole("button", { name: "Send report" }).click();
    const data = sentData(await sent);
    expect(data).toMatchObject({ incident_type: "other", incident_time: "02:30 PM", safety: 7, wants_contact: false });
    // A field its rules hide is not sent at all, as Drupal empties a hidden element.
    expect(data).not.toHaveProperty("contact_email");
    await expect(form.getByRole("status").filter({ hasText: "Thank you. Your report has been received." })).toBeVisible();
  });
});
