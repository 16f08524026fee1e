import { describe, expect, it } from "vitest";
import { courseDatesCalendarFile, courseDatesCalendarHref, enquireHref } from "./course-action-paths";

describe("course action paths", () => {
  it("names the course in the enquiry address, with the audience when it is not the default", () => {
    expect(enquireHref("BBNS", "domestic")).toBe("/course-discovery/enquire?course_code=BBNS");
    expect(enquireHref("BBNS", "international")).toBe("/course-discovery/enquire?course_code=BBNS&audience=international");
  });
  it("reads back the calendar file of each audience and nothing else", () => {
    const uuid = "05fd67d3-6f25-5051-be16-d1afe62eced4";
    expect(courseDatesCalendarFile(courseDatesCalendarHref(uuid, "domestic").split("/").pop()!)).toEqual({ uuid, audience: "domestic" });
    expect(courseDatesCalendarFile(courseDatesCalendarHref(uuid, "international").split("/").pop()!)).toEqual({ uuid, audience: "international" });
    expect(courseDatesCalendarFile(`${uuid}.txt`)).toBeNull();
    expect(courseDatesCalendarFile("../x.ics")).toBeNull();
  });
});
