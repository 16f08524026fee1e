import { describe, expect, it } from "vitest";
import { elsewhereAnswer, mainSiteUrlFor } from "./served-paths";

const site = "https://study.yu.edu.au";
const main = "https://www.yu.edu.au";

describe("served paths", () => {
  it("sends a path this site does not serve to the main site, with its query", () => {
    const served = ["/study-at-yu", "/courses", "/"];
    expect(mainSiteUrlFor("/about-yu/news?page=2", served, site, main)).toBe(`${main}/about-yu/news?page=2`);
    expect(mainSiteUrlFor("/courses-old", served, site, main)).toBe(`${main}/courses-old`);
  });
  it("keeps what this site serves, its own pages, and everything when nothing is configured or the sites are one", () => {
    const served = ["/study-at-yu", "/courses", "/"];
    expect(mainSiteUrlFor("/", served, site, main)).toBeNull();
    expect(mainSiteUrlFor("/courses/bachelor-of-nursing-hbns", served, site, main)).toBeNull();
    expect(mainSiteUrlFor("/study-at-yu", served, site, main)).toBeNull();
    expect(mainSiteUrlFor("/search?query=x", served, site, main)).toBeNull();
    expect(mainSiteUrlFor("/preview/page/u/latest", served, site, main)).toBeNull();
    // The shortlist lives in this origin's storage: its pages must be this origin's too.
    expect(mainSiteUrlFor("/course-discovery/shortlist", served, site, main)).toBeNull();
    expect(mainSiteUrlFor("/course-discovery/compare?course=HBNS", served, site, main)).toBeNull();
    expect(mainSiteUrlFor("/course-discovery", served, site, main)).toBe(`${main}/course-discovery`);
    expect(mainSiteUrlFor("/about-yu", [], site, main)).toBeNull();
    expect(mainSiteUrlFor("/about-yu", served, main, main)).toBeNull();
  });
  it("redirects a page load there, but answers the client router's fetches empty (it then loads the page in full)", () => {
    const url = "https://www.yu.edu.au/";
    expect(elsewhereAnswer(new Headers({ "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" }), url)).toEqual({ status: 307, location: url });
    expect(elsewhereAnswer(new Headers(), url)).toEqual({ status: 307, location: url });
    expect(elsewhereAnswer(new Headers({ "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" }), url)).toEqual({ status: 204 });
  });
});
