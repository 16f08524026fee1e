import { describe, expect, it } from "vitest";
import { accountTable } from "./editor-commands.ts";

describe("accountTable", () => {
  it("lines the accounts up, with no hash", () => {
    const createdAt = new Date("2026-05-01T09:30:00.123Z");
    expect(accountTable([
      { uid: 1, name: "editor", roles: ["editor"], blocked: false, createdAt },
      { uid: 12, name: "Jane Citizen", roles: ["approver", "previewer"], blocked: true, createdAt },
      { uid: 13, name: "member", roles: [], blocked: false, createdAt },
    ])).toBe([
      "uid  name          roles               blocked  created",
      "1    editor        editor              no       2026-05-01T09:30:00Z",
      "12   Jane Citizen  approver,previewer  yes      2026-05-01T09:30:00Z",
      "13   member        (none)              no       2026-05-01T09:30:00Z",
    ].join("\n"));
    expect(accountTable([])).toBe("No editor accounts.");
  });
});
