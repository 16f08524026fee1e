import { describe, expect, it } from "vitest";
import { badRequestPage, unusablePath } from "./bad-request";

describe("unusablePath", () => {
  it("flags malformed percent-encoding and control characters", () => {
    expect(unusablePath("/%E0%A4%A")).not.toBeNull();
    expect(unusablePath("/a%00b")).not.toBeNull();
  });
  it("leaves ordinary and merely unknown paths to the pages", () => {
    expect(unusablePath("/about-yu")).toBeNull();
    expect(unusablePath("/caf%C3%A9")).toBeNull();
    expect(unusablePath("/units/NIT1101/extra")).toBeNull();
  });
});

describe("badRequestPage", () => {
  it("escapes the site name and links home", () => {
    const html = badRequestPage("A & <B>");
    expect(html).toContain("A &amp; &lt;B&gt;");
    expect(html).toContain('<a href="/">Go to the home page</a>');
  });
});
