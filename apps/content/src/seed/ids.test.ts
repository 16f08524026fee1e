import { describe, expect, it } from "vitest";
import { hasMachineNameId, internalIdAttribute, revisionIdAttribute, SEED_NAMESPACE, seedUuid } from "./ids.ts";

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

describe("internal id attributes", () => {
  it("follows Drupal's names per entity type", () => {
    expect(internalIdAttribute("node")).toBe("drupal_internal__nid");
    expect(internalIdAttribute("taxonomy_term")).toBe("drupal_internal__tid");
    expect(internalIdAttribute("media")).toBe("drupal_internal__mid");
    expect(internalIdAttribute("file")).toBe("drupal_internal__fid");
    expect(internalIdAttribute("paragraph")).toBe("drupal_internal__id");
    expect(revisionIdAttribute("node")).toBe("drupal_internal__vid");
    expect(revisionIdAttribute("paragraph")).toBe("drupal_internal__revision_id");
    expect(revisionIdAttribute("file")).toBeNull();
    expect(hasMachineNameId("webform")).toBe(true);
    expect(hasMachineNameId("webform_options")).toBe(true);
    expect(hasMachineNameId("node")).toBe(false);
  });
});
