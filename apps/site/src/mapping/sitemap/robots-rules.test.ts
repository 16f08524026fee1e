import { describe, expect, it } from "vitest";
import { robotsRules } from "./robots-rules";

describe("robotsRules", () => {
  it("allows the site, keeps crawlers out of preview, sign-in, results and the API, and names the sitemap", () => {
    const rules = robotsRules("https://www.yu.edu.au/");
    expect(rules.rules.allow).toBe("/");
    expect(rules.rules.disallow).toEqual(expect.arrayContaining(["/preview/", "/login", "/search", "/course-discovery/results/", "/scholarships/results/", "/search/results/", "/api/"]));
    expect(rules.sitemap).toBe("https://www.yu.edu.au/sitemap.xml");
  });
});
