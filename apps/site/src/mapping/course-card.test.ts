import { describe, expect, it } from "vitest";
import { courseCardView } from "./course-card";
import { siteHosts } from "./search-link";

const own = siteHosts([], ["https://www.yu.edu.au"]);
const result = (metaData: Record<string, string>, liveUrl = "https://www.yu.edu.au/courses/bachelor-of-nursing-hbns") =>
  ({ rank: 1, title: "Bachelor of Nursing", liveUrl, summary: "… a snippet of the page around the words searched …", metaData });

describe("courseCardView", () => {
  it("reads the key facts from the result's metadata", () => {
    const card = courseCardView(result({
      courseCode: "HBNS", courseLevel: "Bachelor", provider: "University", duration: "3 years full time",
      campus: "Footscray Park|St Albans", studyMode: "Full time|Part time", nextIntake: "2027-02-22", c: "Care.",
    }), "domestic", own);
    expect(card).toEqual({
      key: "https://www.yu.edu.au/courses/bachelor-of-nursing-hbns", title: "Bachelor of Nursing", href: "/courses/bachelor-of-nursing-hbns",
      code: "HBNS", levelLabel: "Undergraduate", duration: "3 years full time", campuses: ["Footscray Park", "St Albans"],
      studyModes: ["Full time", "Part time"], nextIntake: "22 February 2027", summary: "Care.", includeInIntakeFilter: true,
    });
  });

  it("links international visitors to the course's international page", () => {
    expect(courseCardView(result({}), "international", own)?.href).toBe("/courses/bachelor-of-nursing-hbns/international");
    expect(courseCardView(result({}, "https://www.yu.edu.au/courses/x/international"), "international", own)?.href).toBe("/courses/x/international");
  });

  it("uses the spec's level label (Research for research degrees, TAFE for the polytechnic)", () => {
    expect(courseCardView(result({ courseLevel: "Doctoral", provider: "University" }), "domestic", own)?.levelLabel).toBe("Research");
    expect(courseCardView(result({ courseLevel: "Diploma", provider: "Polytechnic" }), "domestic", own)?.levelLabel).toBe("TAFE");
    expect(courseCardView(result({ studyLevel: "Postgraduate" }), "domestic", own)?.levelLabel).toBe("Postgraduate");
  });

  it("has no next intake, and stays out of the intake filter, without a dated intake", () => {
    expect(courseCardView(result({ intakes: "February|July" }), "domestic", own)).toMatchObject({ nextIntake: null, includeInIntakeFilter: false });
  });

  it("drops a result without a usable link", () => {
    expect(courseCardView(result({}, "javascript:alert(1)"), "domestic", own)).toBeNull();
  });
});
