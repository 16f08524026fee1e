import { describe, expect, it } from "vitest";
import { canPreview, canPublish, checkRoles, currentUserRoles, EDITORIAL_ROLES, isEditorialRole, PUBLISHING_ROLES } from "./roles.ts";

describe("editorial roles", () => {
  it("are Tide's six, and only they allow preview", () => {
    expect(EDITORIAL_ROLES).toEqual(["contributor", "editor", "approver", "previewer", "site_admin", "administrator"]);
    for (const role of EDITORIAL_ROLES) expect(canPreview([role])).toBe(true);
    expect(canPreview([])).toBe(false);
    expect(canPreview(["authenticated"])).toBe(false);
    expect(canPreview(["authenticated", "approver"])).toBe(true);
    expect(isEditorialRole("Editor")).toBe(false);
  });

  it("list authenticated first, once", () => {
    expect(currentUserRoles(["editor"])).toEqual(["authenticated", "editor"]);
    expect(currentUserRoles([])).toEqual(["authenticated"]);
    expect(currentUserRoles(["approver", "authenticated", "previewer"])).toEqual(["authenticated", "approver", "previewer"]);
  });

  it("check a list: duplicates dropped, unknown roles refused with the valid ones named", () => {
    expect(checkRoles(["editor", "approver", "editor"])).toEqual({ roles: ["editor", "approver"] });
    expect(checkRoles([])).toEqual({ roles: [] });
    expect(checkRoles(["editor", "boss"])).toEqual({
      problem: 'unknown role "boss"; valid roles: contributor, editor, approver, previewer, site_admin, administrator' });
    expect(checkRoles(["authenticated"])).toMatchObject({ problem: expect.stringMatching(/^unknown role "authenticated" \(authenticated is implicit/) });
    expect(checkRoles(["a", "b"])).toMatchObject({ problem: expect.stringMatching(/^unknown roles "a", "b";/) });
  });
});

describe("publishing roles", () => {
  it("are editor, approver, site_admin and administrator; a contributor or previewer only previews", () => {
    expect(PUBLISHING_ROLES).toEqual(["editor", "approver", "site_admin", "administrator"]);
    for (const role of PUBLISHING_ROLES) expect(canPublish([role])).toBe(true);
    expect(canPublish(["contributor", "previewer"])).toBe(false);
    expect(canPublish([])).toBe(false);
    expect(canPublish(["authenticated"])).toBe(false);
    expect(canPublish(["previewer", "approver"])).toBe(true);
  });
});
