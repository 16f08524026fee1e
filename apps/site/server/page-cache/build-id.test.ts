import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildId } from "./build-id.mjs";

describe("the build's id", () => {
  it("is read from BUILD_ID beside Next's server folder, once it is written", () => {
    const root = mkdtempSync(path.join(tmpdir(), "yu-build-id-"));
    const server = path.join(root, "server");
    mkdirSync(server);
    expect(buildId(server)).toBeNull();
    writeFileSync(path.join(root, "BUILD_ID"), "abc123\n");
    expect(buildId(server)).toBe("abc123");
    writeFileSync(path.join(root, "BUILD_ID"), "changed");
    expect(buildId(server)).toBe("abc123");
    expect(buildId(undefined)).toBeNull();
  });
});
