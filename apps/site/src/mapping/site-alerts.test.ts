import { describe, expect, it } from "vitest";
import { siteDataSchema } from "@/tide/types";
import { siteAlertsProps } from "./site-alerts";

/** Alerts as the site-data call sends them, parsed by the same schema as in production. */
const alertsOf = (site_alerts: unknown[]) =>
  siteDataSchema.parse({ drupal_internal__tid: "7", name: "Yarra University", site_alerts });

describe("site alerts mapping", () => {
  it("maps each alert with sanitised message and a cleaned link, emergencies first, then warnings, then information", () => {
    const site = alertsOf([
      { id: "a1", title: "Open Day registrations are open", type: "info", message: "<p>Register for Open Day.</p>", link: { title: "Register now", uri: "internal:/about-yu/news-events/events/future-students" } },
      { id: "a2", title: "Building D lifts out of service", type: "warning", message: "<p onmouseover=\"x()\">Use Building M.<script>steal()</script></p>" },
      { id: "a3", title: "Footscray Park closed", type: "emergency", message: "<p>Fire alarm: the campus is closed today.</p>" },
      { id: "a4", title: "Library hours", type: "info", message: "<p>Open until 10pm.</p>" },
    ]);
    expect(siteAlertsProps(site)).toEqual([
      { id: "a3", type: "emergency", title: "Footscray Park closed", messageHtml: "<p>Fire alarm: the campus is closed today.</p>", link: null },
      { id: "a2", type: "warning", title: "Building D lifts out of service", messageHtml: "<p>Use Building M.</p>", link: null },
      { id: "a1", type: "info", title: "Open Day registrations are open", messageHtml: "<p>Register for Open Day.</p>", link: { title: "Register now", uri: "/about-yu/news-events/events/future-students" } },
      { id: "a4", type: "info", title: "Library hours", messageHtml: "<p>Open until 10pm.</p>", link: null },
    ]);
  });

  it("treats an unknown type as information, gives an untitled link a title and drops empty, duplicate and malformed alerts", () => {
    const site = alertsOf([
      { id: "b1", title: "Heads up", type: "purple", message: "", link: { title: " ", uri: "https://status.yu.edu.au/" } },
      { id: "b2", title: " ", type: "warning", message: "<script>x()</script>" },
      { id: "b1", title: "Again", type: "info", message: "dup" },
      { id: "b3", title: "Bad link", type: "info", message: "ok", link: { title: "Nowhere", uri: "" } },
      { title: "No id" },
    ]);
    expect(siteAlertsProps(site)).toEqual([
      { id: "b1", type: "info", title: "Heads up", messageHtml: "", link: { title: "Find out more", uri: "https://status.yu.edu.au/" } },
      { id: "b3", type: "info", title: "Bad link", messageHtml: "ok", link: null },
    ]);
  });

  it("has no alerts without site data", () => {
    expect(siteAlertsProps(null)).toEqual([]);
  });
});
