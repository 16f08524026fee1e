import { describe, expect, it } from "vitest";
import { parseEditorArguments, UsageError } from "./editor-cli-arguments.ts";

describe("parseEditorArguments", () => {
  it("reads add with one or more roles, in both spellings", () => {
    expect(parseEditorArguments(["add", "jane", "--role", "editor"])).toEqual({ command: "add", name: "jane", roles: ["editor"] });
    expect(parseEditorArguments(["add", "--role=approver", "Jane Citizen", "--role", "previewer", "--role", "approver"]))
      .toEqual({ command: "add", name: "Jane Citizen", roles: ["approver", "previewer"] });
  });

  it("reads list, block, unblock, password and help", () => {
    expect(parseEditorArguments(["list"])).toEqual({ command: "list" });
    expect(parseEditorArguments(["block", "jane"])).toEqual({ command: "block", name: "jane" });
    expect(parseEditorArguments(["unblock", "jane"])).toEqual({ command: "unblock", name: "jane" });
    expect(parseEditorArguments(["password", "jane"])).toEqual({ command: "password", name: "jane" });
    for (const argv of [[], ["help"], ["--help"], ["-h"]]) expect(parseEditorArguments(argv)).toEqual({ command: "help" });
  });

  it("refuses unknown roles, naming the valid ones", () => {
    expect(() => parseEditorArguments(["add", "jane", "--role", "boss"]))
      .toThrow(/unknown role "boss"; valid roles: contributor, editor, approver, previewer, site_admin, administrator/);
    expect(() => parseEditorArguments(["add", "jane", "--role", "authenticated"])).toThrow(/authenticated is implicit/);
  });

  it("refuses everything else with the usage", () => {
    const cases: [string[], RegExp][] = [
      [["remove", "jane"], /unknown command "remove"/], [["add"], /add needs an account name/],
      [["add", "jane"], /at least one --role/], [["add", "jane", "--role"], /--role needs a role name/],
      [["add", "jane", "john", "--role", "editor"], /unexpected argument "john"/], [["add", "jane", "--force"], /unexpected argument "--force"/],
      [["block"], /block needs an account name/], [["password", "--role"], /password needs an account name/],
      [["unblock", "a", "b"], /unexpected argument "b"/], [["list", "all"], /list takes no arguments/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseEditorArguments(argv), argv.join(" ")).toThrow(message);
      expect(() => parseEditorArguments(argv)).toThrow(UsageError);
      expect(() => parseEditorArguments(argv)).toThrow(/usage: npm run editor -w apps\/content -- <command>/);
    }
  });
});
