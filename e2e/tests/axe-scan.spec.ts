import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";

// The suite's scan itself: it must find a WCAG failure, and only WCAG failures (the tags every page is held to), in a
// page's later states as in its first, and inside a frame of the page's own.
test.describe("the accessibility scan", () => {
  const IMAGE_WITHOUT_ALT = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
  const page = (body: string) => `<!doctype html><html lang="en"><head><title>Scan</title></head><body><main><h1>Scan</h1>${body}</main></body></html>`;

  test("reports a WCAG failure, and not a best-practice note", async ({ page: tab }) => {
    const body = "<article><aside>Beside the article</aside><p>Text</p></article>";
    await tab.setContent(page(body));
    await expectNoAxeViolations(tab, "a best-practice note only");
    await tab.setContent(page(`${body}${IMAGE_WITHOUT_ALT}`));
    await expect(expectNoAxeViolations(tab, "an image without alt")).rejects.toThrow(/image-alt/);
  });

  test("finds what a later state of the same page adds, and what a frame of the page's own holds", async ({ page: tab }) => {
    await tab.setContent(page("<p>Text</p>"));
    await expectNoAxeViolations(tab, "the first state");
    await tab.evaluate((img) => document.querySelector("main")?.insertAdjacentHTML("beforeend", img), IMAGE_WITHOUT_ALT);
    await expect(expectNoAxeViolations(tab, "a later state")).rejects.toThrow(/image-alt/);
    // A page and its frame from one origin (answered here: nothing is fetched).
    await tab.route("http://scan.test/**", (route) => route.fulfill({ contentType: "text/html",
      body: route.request().url().endsWith("/inner") ? page(IMAGE_WITHOUT_ALT) : page('<iframe title="Inner" src="/inner"></iframe>') }));
    await tab.goto("http://scan.test/outer");
    await expect(expectNoAxeViolations(tab, "a frame")).rejects.toThrow(/image-alt \(critical\): iframe img/);
  });
});
