import { describe, expect, it } from "vitest";
import { DEFAULT_QUICK_EXIT_URL } from "@yu/site-data";
import { quickExitUrl } from "./quick-exit-url";

const site = (on: boolean, url: string) => ({ field_t_site_show_exit_site: on, quickExitUrl: url });

describe("quick exit address", () => {
  it("is shown only when the site turns it on (off by default)", () => {
    expect(quickExitUrl(site(true, "https://www.google.com.au/"))).toBe("https://www.google.com.au/");
    expect(quickExitUrl(site(false, "https://www.google.com.au/"))).toBeNull();
    expect(quickExitUrl(null)).toBeNull();
  });
  it("never sends a visitor to a script or malformed address", () => {
    expect(quickExitUrl(site(true, "javascript:alert(1)"))).toBe(DEFAULT_QUICK_EXIT_URL);
    expect(quickExitUrl(site(true, "/home"))).toBe(DEFAULT_QUICK_EXIT_URL);
    expect(quickExitUrl(site(true, " https://www.bom.gov.au "))).toBe("https://www.bom.gov.au/");
  });

  it("always offers it on the wellbeing assistant, with the site's address when it has one", () => {
    expect(quickExitUrl(site(false, "https://www.bom.gov.au/"), "/student-wellbeing-assistant")).toBe("https://www.bom.gov.au/");
    expect(quickExitUrl(null, "/student-wellbeing-assistant")).toBe(DEFAULT_QUICK_EXIT_URL);
    expect(quickExitUrl(site(false, "https://www.bom.gov.au/"), "/about-yu")).toBeNull();
  });
});
