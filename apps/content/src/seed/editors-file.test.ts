import { describe, expect, it } from "vitest";
import { readEditors } from "./editors-file.ts";

describe("readEditors", () => {
  it("reads accounts with roles (default none) and blocked (default false)", () => {
    const problems: string[] = [];
    expect(readEditors([
      { name: "editor", password: "demo-editor-password", roles: ["editor"] },
      { name: "member", password: "demo-member-password" },
      { name: "blocked", password: "demo-blocked-password", roles: ["editor", "editor"], blocked: true },
    ], problems)).toEqual([
      { name: "editor", password: "demo-editor-password", roles: ["editor"], blocked: false },
      { name: "member", password: "demo-member-password", roles: [], blocked: false },
      { name: "blocked", password: "demo-blocked-password", roles: ["editor"], blocked: true },
    ]);
    expect(problems).toEqual([]);
    expect(readEditors(null, problems)).toEqual([]);
  });

  it("reports every problem with the account's number", () => {
    const problems: string[] = [];
    const editors = readEditors([
      { name: "ok-name", password: "long enough pass" },
      { name: "OK-Name", password: "long enough pass" },
      { name: " spaced", password: "short", roles: ["boss"], blocked: "yes", email: "x" },
      "text",
      { password: "long enough pass", roles: "editor" },
    ], problems);
    expect(editors.map((editor) => editor.name)).toEqual(["ok-name"]);
    expect(problems).toEqual([
      'editors.yaml account #2: the name "OK-Name" is used twice (case aside)',
      'editors.yaml account #3: unknown field "email"',
      "editors.yaml account #3: the name may hold letters, digits, single spaces and . @ _ ' + - only, with no space at either end",
      "editors.yaml account #3: the password must be at least 12 characters",
      'editors.yaml account #3: unknown role "boss"; valid roles: contributor, editor, approver, previewer, site_admin, administrator',
      "editors.yaml account #3: blocked must be true or false",
      "editors.yaml account #4: must be a mapping with name, password, roles and optionally blocked",
      "editors.yaml account #5: name must be text",
      "editors.yaml account #5: roles must be a list of role names",
    ]);
    readEditors({ name: "x" }, problems);
    expect(problems.at(-1)).toBe("editors.yaml: must hold a YAML list of accounts");
  });
});
