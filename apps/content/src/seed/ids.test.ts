import { describe, expect, it } from "vitest";
import { SEED_NAMESPACE, seedUuid } from "./ids.ts";

describe("seedUuid", () => {
  it("is the uuid v5 of type:key in the fixed namespace", () => {
    expect(SEED_NAMESPACE).toBe("63399bc2-9991-420d-8e89-0d3342714d24");
    expect(seedUuid("node--landing_page", "home")).toBe(seedUuid("node--landing_page", "home"));
    expect(seedUuid("node--landing_page", "home")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("differs by type and by key", () => {
    const home = seedUuid("node--landing_page", "home");
    expect(seedUuid("node--page", "home")).not.toBe(home);
    expect(seedUuid("node--landing_page", "home2")).not.toBe(home);
  });
});
