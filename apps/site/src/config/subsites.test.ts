import { describe, expect, it } from "vitest";
import { parseSubsites } from "./subsites";

describe("parseSubsites", () => {
  it("reads a deployment's own list and fills in the product's slug and short name", () => {
    const text = JSON.stringify([{ siteId: "201", basePath: "/research", name: "Research" }, { siteId: "202", basePath: "/{{slug}}-online", name: "{{short_name}} Online" }]);
    expect(parseSubsites(text, "abc", "ABC")).toEqual({ ok: true, subsites: [
      { siteId: "201", basePath: "/research", name: "Research" },
      { siteId: "202", basePath: "/abc-online", name: "ABC Online" },
    ] });
    expect(parseSubsites("[]", "yu", "YU")).toEqual({ ok: true, subsites: [] });
  });

  it("uses the demo's subsites when unset", () => {
    const parsed = parseSubsites(undefined, "yu", "YU");
    expect(parsed.ok && parsed.subsites.find((s) => s.siteId === "113")).toEqual({ siteId: "113", basePath: "/choose-yu", name: "Choose YU" });
  });

  it("names what is wrong", () => {
    expect(parseSubsites("not json", "yu", "YU")).toMatchObject({ ok: false, problems: [expect.stringMatching(/JSON list/)] });
    expect(parseSubsites(JSON.stringify([{ siteId: "x", basePath: "research/", name: "" }]), "yu", "YU")).toEqual({ ok: false, problems: [
      "0.siteId: siteId must be a site term's number",
      "0.basePath: basePath must be a path such as /choose-yu, without a trailing slash",
      "0.name: name must not be empty",
    ] });
  });
});
