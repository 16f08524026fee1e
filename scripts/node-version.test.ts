import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem, repoRoot } from "./lib.mjs";

const manifest = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const nvmrc = readFileSync(path.join(repoRoot, ".nvmrc"), "utf8").trim();

describe("the project's Node", () => {
  it("is the one these tests run on", () => {
    expect(nodeVersionProblem()).toBeNull();
  });

  it("refuses another release line with one line naming both", () => {
    const problem = nodeVersionProblem("20.20.2");
    expect(problem).toContain(`Node ${nvmrc.split(".")[0]}`);
    expect(problem).toContain("Node 20.20.2");
    expect(problem).not.toContain("\n");
    expect(nodeVersionProblem(`${nvmrc.split(".")[0]}.0.1`)).toBeNull();
  });

  it("is named the same in .nvmrc, engines and the Node packages npm installs", () => {
    const major = nvmrc.split(".")[0];
    expect(manifest.engines.node).toMatch(new RegExp(`^>=${major}\\.\\d+\\.\\d+ <${Number(major) + 1}$`));
    for (const [name, version] of Object.entries(manifest.optionalDependencies).filter(([name]) => name.startsWith("node-"))) {
      expect(version, name).toBe(nvmrc);
    }
  });
});
