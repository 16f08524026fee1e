import { describe, expect, it } from "vitest";
import { cleanUri, isExternalUri } from "./link";

describe("links", () => {
  it("removes the internal: prefix", () => {
    expect(cleanUri("internal:/about-yu")).toBe("/about-yu");
    expect(cleanUri("internal:")).toBe("/");
    expect(cleanUri("https://x.org")).toBe("https://x.org");
  });
  it("recognises external addresses", () => {
    expect(isExternalUri("https://x.org")).toBe(true);
    expect(isExternalUri("//x.org")).toBe(true);
    expect(isExternalUri("mailto:a@b.c")).toBe(true);
    expect(isExternalUri("/courses")).toBe(false);
  });
});
