import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteAlertModel } from "@/mapping/site-alerts";
import { closeLabel } from "./alert-labels";
import { SiteAlerts, siteAlertItems } from "./SiteAlerts";

const LIFTS: SiteAlertModel = {
  id: "12",
  type: "warning",
  title: "Building D lifts out of service",
  messageHtml: "<p>Both lifts are being replaced.</p>",
  link: { title: "Campus access", uri: "/about-yu/campus-access" },
};
const UNTITLED: SiteAlertModel = { id: "13", type: "emergency", title: "", messageHtml: "<p>Leave the building.</p>", link: null };

describe("SiteAlerts", () => {
  it("renders every alert's icon, type, title, message and link on the server, with room for its close button", () => {
    const html = renderToStaticMarkup(<SiteAlerts alerts={[LIFTS]} />);
    expect(html).toContain('<section class="site-alerts" aria-label="Site alerts"><div class="site-alert site-alert--warning" data-site-alert="12">');
    expect(html).toContain('<svg class="site-alert__icon"');
    expect(html).toContain('<h2 class="site-alert__title" id="site-alert-title-12"><span class="visually-hidden">Warning: </span>Building D lifts out of service</h2>');
    expect(html).toContain('<div class="site-alert__message"><p>Both lifts are being replaced.</p></div>');
    expect(html).toContain('<p class="site-alert__link"><a href="/about-yu/campus-access" data-router-link="">Campus access</a></p>');
    expect(html).toContain('<span class="site-alert__close site-alert__close--room" aria-hidden="true"></span>');
    // Closed alerts are hidden by the inline script before the list is parsed.
    expect(html.indexOf("<script>")).toBeLessThan(html.indexOf("<section"));
  });

  it("folds the message and link of a titled alert into a disclosure described by its title", () => {
    const html = renderToStaticMarkup(<SiteAlerts alerts={[LIFTS]} />);
    expect(html).toContain('<details class="site-alert__more"><summary class="site-alert__toggle" aria-describedby="site-alert-title-12">');
    expect(html).toContain('<span class="site-alert__toggle-open">More</span><span class="site-alert__toggle-shut">Less</span>');
    expect(html.indexOf("<details")).toBeLessThan(html.indexOf('<div class="site-alert__message">'));
    expect(html.indexOf("</details>")).toBeGreaterThan(html.indexOf('<p class="site-alert__link">'));
  });

  it("shows the message as it is when there is no title to fold it under, or nothing to fold", () => {
    expect(renderToStaticMarkup(<SiteAlerts alerts={[UNTITLED]} />)).not.toContain("<details");
    expect(renderToStaticMarkup(<SiteAlerts alerts={[{ ...LIFTS, messageHtml: "", link: null }]} />)).not.toContain("<details");
  });

  it("renders nothing without alerts", () => {
    expect(renderToStaticMarkup(<SiteAlerts alerts={[]} />)).toBe("");
  });

  it("names each close button after its alert, or its type when it has no title", () => {
    expect(siteAlertItems([LIFTS, UNTITLED]).map((a) => [a.id, a.type, a.closeLabel])).toEqual([
      ["12", "warning", "Close alert: Building D lifts out of service"],
      ["13", "emergency", "Close alert: Emergency"],
    ]);
    expect(closeLabel({ title: "", type: "info" })).toBe("Close alert: Information");
  });
});
