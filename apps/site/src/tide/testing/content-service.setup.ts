// The integration tests' global set-up (vitest.config.ts): the content service's data directory as it is once the
// service has migrated and seeded the real content/ folder, made once per run. A service the site's tests start
// (content-service.ts) begins from a copy of it instead of seeding its own (20 s or more on two busy cores). It is
// made in the background, while the first files run; a service that needs it first waits for it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { contentServiceEnv, REPO_ROOT, SERVER_ENTRY, waitForHealth } from "./content-service";
import { freePort } from "../../../server/testing/free-port";

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded data directory, and the files that say when it is ready or why it failed. */
    seededContentData: { dir: string; ready: string; failed: string };
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), "yu-int-seeded-"));
  const paths = { dir: path.join(root, "data"), ready: path.join(root, "ready"), failed: path.join(root, "failed") };
  project.provide("seededContentData", paths);
  let log = "";
  let stop = async () => {};
  const made = (async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
      cwd: REPO_ROOT, env: contentServiceEnv(port, paths.dir), stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    };
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => log.slice(-4000));
    // Stopped as a deployment stops it, so that the copy is a database closed cleanly.
    await stop();
    if (child.exitCode !== 0) throw new Error(`the content service exited with ${child.exitCode}`);
  })();
  made.then(
    () => writeFileSync(paths.ready, ""),
    (error: unknown) => writeFileSync(paths.failed, `${String(error)}\n${log.slice(-4000)}`),
  );
  return async () => {
    await stop();
    await made.catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
}
