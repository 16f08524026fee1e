// A bare Next.js app (the site's Next version, no site code) written to a temporary folder and built there: the
// benchmarks' framework ceiling (bench/framework-ceiling.ts) and the origin's contract test
// (apps/site/server/origin-contract.int.test.ts) each build one with pages of their own.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot } from "./lib.mjs";

export const nextBin = path.join(repoRoot, "node_modules/next/dist/bin/next");

/**
 * Writes the app (a root layout, and `files`: paths under the app's folder and their text) and builds it.
 * Throws when the build fails.
 * @param {string} name the temporary folder's prefix
 * @param {Record<string, string>} files
 * @returns {{ dir: string; remove: () => void }}
 */
export function buildBareNextApp(name, files) {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  // A server just stopped may still be writing its page cache: retry what is not empty yet.
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"));
  /** @type {Record<string, string>} */
  const all = {
    "package.json": JSON.stringify({ name, private: true, type: "module" }),
    "next.config.mjs": 'export default { poweredByHeader: false, turbopack: { root: "/" }, outputFileTracingRoot: "/" };\n',
    "tsconfig.json": JSON.stringify({
      compilerOptions: { target: "ES2022", lib: ["dom", "esnext"], jsx: "preserve", module: "esnext", moduleResolution: "bundler", strict: true,
        skipLibCheck: true, noEmit: true, isolatedModules: true, esModuleInterop: true, allowJs: true, incremental: false },
      include: ["**/*.tsx"],
    }),
    "app/layout.tsx": 'export default function Layout({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  if (build.status !== 0) {
    remove();
    throw new Error(`the bare Next app did not build: ${build.stderr || build.stdout}`);
  }
  return { dir, remove };
}
