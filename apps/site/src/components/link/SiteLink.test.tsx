import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteLink } from "./SiteLink";

describe("SiteLink", () => {
  it("renders an in-site path as a real link that the router follows", () => {
    expect(renderToStaticMarkup(<SiteLink href="/study-at-yu" className="nav-link">Study</SiteLink>)).toBe(
      '<a href="/study-at-yu" data-router-link="" class="nav-link">Study</a>',
    );
  });

  it("opens another site in a new window, and says so, without the router", () => {
    expect(renderToStaticMarkup(<SiteLink href="https://elsewhere.example/">Elsewhere</SiteLink>)).toBe(
      '<a href="https://elsewhere.example/" target="_blank" rel="noopener noreferrer">Elsewhere<span class="visually-hidden"> (opens in a new window)</span></a>',
    );
  });

  it("leaves mail and phone links to the browser, in the same window", () => {
    expect(renderToStaticMarkup(<SiteLink href="mailto:info@yu.example">Mail</SiteLink>)).toBe('<a href="mailto:info@yu.example">Mail</a>');
  });
});
