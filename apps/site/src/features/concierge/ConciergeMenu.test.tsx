import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConciergeMenu } from "./ConciergeMenu";

describe("ConciergeMenu", () => {
  it("renders each login link on the server as a card with its icon, subtext and call to action", () => {
    const html = renderToStaticMarkup(
      <ConciergeMenu links={[{ title: "Student portal", uri: "https://portal.yu.example/", icon: "user", subtext: "Timetables", ctaText: "Log in" }]} />,
    );
    expect(html).toMatch(/^<div class="container"><h2 class="concierge__title" id="login-menu-title">Log in to<\/h2>/);
    expect(html).toContain('<a href="https://portal.yu.example/" target="_blank" rel="noopener noreferrer" class="concierge__link"><span class="concierge__icon"><svg');
    expect(html).toContain('<span class="concierge__name">Student portal</span><span class="concierge__subtext">Timetables</span><span class="concierge__cta">Log in<svg');
  });
});
