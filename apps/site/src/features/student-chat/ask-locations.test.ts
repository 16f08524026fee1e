import { describe, expect, it } from "vitest";
import { askedLocation, filtersOf, retryLocation } from "./ask-locations";

const PATH = "/study-at-yu/international-students/chat-with-our-students";
const ID = "5b0c1a52-3b7e-4c1e-9d0a-1b2c3d4e5f60";

describe("ask locations", () => {
  it("keeps only the list's filters of what the form carried back", () => {
    expect(filtersOf("language=english&area=health&asked=x&evil=1").toString()).toBe("area=health&language=english");
    expect(filtersOf(`area=${"a".repeat(65)}`).toString()).toBe("");
  });

  it("goes back to the student's problems, or on to the confirmation with the reference", () => {
    expect(retryLocation(PATH, "area=health", ID)).toBe(`${PATH}?area=health&ask=${ID}#ask-${ID}-problems`);
    expect(askedLocation(PATH, "", ID, "9f1c6a52-3b7e-4c1e-9d0a-1b2c3d4e5f61")).toBe(`${PATH}?asked=${ID}&ref=9f1c6a52-3b7e-4c1e-9d0a-1b2c3d4e5f61#ask-confirmation`);
    expect(askedLocation(PATH, "", ID, "<b>")).toBe(`${PATH}?asked=${ID}#ask-confirmation`);
  });
});
