// The integration tests' global set-up (vitest.config.ts): one new, empty PGlite cluster, dumped once per run, that
// every test file's in-memory database starts from (test-app.ts). A new cluster runs initdb, 3–4 s of WebAssembly
// per database; starting from the dump takes about 1 s. The dump is exactly what initdb leaves: no table, no row.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the dumped empty PGlite cluster. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), "yu-int-pglite-"));
  const file = path.join(dir, "empty-cluster.tar");
  const client = await PGlite.create("memory://", { extensions: { pg_trgm } });
  const dump = await client.dumpDataDir("none");
  await client.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
