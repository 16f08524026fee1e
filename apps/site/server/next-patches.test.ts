import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `npm install` fixes the installed Next where it costs every never-visited page (scripts/patch-next.mjs; a Next
// release the fix no longer fits fails the install by name). This checks that the installed Next is the fixed one.
const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve("next/package.json"));

describe("the patched Next", () => {
  it("sizes a cache entry only for the data cache, not each rendered page's RSC payload", () => {
    for (const file of ["dist/server/lib/incremental-cache/index.js", "dist/esm/server/lib/incremental-cache/index.js"]) {
      const source = readFileSync(path.join(nextDir, file), "utf8");
      expect(source, `${file} is not fixed: run npm install`).toContain("const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;");
      expect(source).not.toContain("const itemSize = JSON.stringify(data).length;");
    }
    // The page runtime the site's build runs (minified: any names).
    const runtime = readFileSync(path.join(nextDir, "dist/compiled/next-server/app-page-turbo.runtime.prod.js"), "utf8");
    expect(runtime).toMatch(/let ([\w$]+)=([\w$]+)\.fetchCache\?JSON\.stringify\([\w$]+\)\.length:0;if\(\2\.fetchCache&&\1>2097152/);
    expect(runtime).not.toMatch(/let ([\w$]+)=JSON\.stringify\([\w$]+\)\.length;if\([\w$]+\.fetchCache&&\1>2097152/);
  });
});
