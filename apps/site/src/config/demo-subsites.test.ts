import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_SUBSITES_FILE, demoSubsitesJson } from "../../../../scripts/demo-subsites.mjs";

describe("the demo's subsites", () => {
  it("are what content/site/sites.yaml says (run `node scripts/demo-subsites.mjs` after changing a subsite there)", () => {
    expect(readFileSync(DEMO_SUBSITES_FILE, "utf8")).toBe(demoSubsitesJson());
  });
});
