import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConciergeMenu } from "./ConciergeMenu";

describe("ConciergeMenu", () => {
  it("renders each login link on the server as a card with its icon, subtext and call to action", () => {
    const html = renderToStaticMarkup(
      <ConciergeMenu links={[{ title: "Student portal", uri: "https://portal.yu.example/", icon: "user", subtext: "Timetables", ctaText: "Log in" }]} />,
    );
    expect(html).toMatch(/^<div class="container"><h2 class="concierge__title" id="login-menu-title">Log in to<\/h2>/);
    expect(html).toContain('<a href="https://portal.yu.example/" target="_blank" rel="noopener noreferrer" class="concierge__link"><span class="concierge__icon"><span class="icon icon--user icon--size-24" aria-hidden="true"></span></span>');
    expect(html).toContain('<span class="concierge__name">Student portal</span><span class="concierge__subtext">Timetables</span><span class="concierge__cta">Log in<span class="icon icon--arrow-right icon--size-16" aria-hidden="true"></span></span>');
  });
});
