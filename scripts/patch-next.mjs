// Run by `npm install` (the root package's postinstall): one fix to the installed Next that every never-visited page
// pays for. Next's incremental cache serialises each entry it stores to JSON only to measure it, though it checks the
// size of data-cache entries alone; for a page that means its RSC payload (a Buffer) written out number by number
// (about a tenth of a never-visited page's CPU here). Here the measure is taken only where it is checked.
//
// The change is made in each copy of that code Next ships (its server and its compiled runtimes); a file already
// changed is left alone. When a Next release no longer has the code in the server or the page runtime, the install
// fails with a line that says so: drop or redo the fix then (apps/site/server/next-patches.test.ts checks it holds).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
let nextDir;
try {
  nextDir = path.dirname(require.resolve("next/package.json"));
} catch {
  process.exit(0); // Next is not installed (an install of another workspace alone): nothing to fix.
}

/** The readable copies (`data`, `ctx`) and the minified ones (any one-letter names). */
const READABLE = { from: "const itemSize = JSON.stringify(data).length;", to: "const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;" };
const MINIFIED = /let ([\w$]+)=JSON\.stringify\(([\w$]+)\)\.length;if\(([\w$]+)\.fetchCache&&\1>2097152/g;
const MINIFIED_DONE = /let ([\w$]+)=([\w$]+)\.fetchCache\?JSON\.stringify\(([\w$]+)\)\.length:0;if\(\2\.fetchCache&&\1>2097152/;

/** Files that must have the code (the server, the page runtime the site's build uses). */
const REQUIRED = [
  "dist/server/lib/incremental-cache/index.js",
  "dist/esm/server/lib/incremental-cache/index.js",
  "dist/compiled/next-server/app-page-turbo.runtime.prod.js",
];
const runtimes = readdirSync(path.join(nextDir, "dist/compiled/next-server"))
  .filter((file) => file.endsWith(".js"))
  .map((file) => `dist/compiled/next-server/${file}`);

let changed = 0;
const missing = [];
for (const file of new Set([...REQUIRED, ...runtimes])) {
  const full = path.join(nextDir, file);
  const source = readFileSync(full, "utf8");
  const done = source.includes(READABLE.to) || MINIFIED_DONE.test(source);
  let next = source.replace(READABLE.from, READABLE.to);
  next = next.replace(MINIFIED, (_all, size, data, ctx) => `let ${size}=${ctx}.fetchCache?JSON.stringify(${data}).length:0;if(${ctx}.fetchCache&&${size}>2097152`);
  if (next !== source) {
    writeFileSync(full, next);
    changed += 1;
  } else if (!done && REQUIRED.includes(file)) {
    missing.push(file);
  }
}
if (missing.length > 0) {
  console.error(`scripts/patch-next.mjs: this Next release no longer measures cache entries as the fix expects (${missing.join(", ")}): see the script's notes.`);
  process.exit(1);
}
if (changed > 0) console.log(`scripts/patch-next.mjs: Next's incremental cache measures data-cache entries only (${changed} files).`);
