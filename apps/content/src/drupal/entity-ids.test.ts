import { describe, expect, it } from "vitest";
import { hasMachineNameId, internalIdAttribute, revisionIdAttribute } from "./entity-ids.ts";

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
