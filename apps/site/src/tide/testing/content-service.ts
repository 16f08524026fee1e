import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { inject } from "vitest";

/* The real content service (apps/content) for the site's integration tests: spawned from source on its
 * own port with a throw-away data directory, seeded with the real content/ folder (from a copy of the directory
 * seeded once per run, content-service.setup.ts, unless its options change what is seeded). */

export const REPO_ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, "apps/content/src/server.ts");
export const CONTENT_DIR = path.join(REPO_ROOT, "content");
const EXPORT_ENTRY = path.join(REPO_ROOT, "apps/content/src/webform/export-cli.ts");
const READY_TIMEOUT_MS = 90_000;
export const START_TIMEOUT_MS = READY_TIMEOUT_MS + 30_000;

export interface RunningContentService {
  base: string;
  /**
   * Stops the service, keeping its data, and reads a form's submissions as CSV with the editors' export command
   * (an embedded database has one process at a time). The service stays stopped; `stop` still removes the data.
   */
  exportSubmissions(webformId: string): Promise<string>;
  stop(): Promise<void>;
  /** Kills the service at once (SIGKILL), as a crash would; its data stays for `restart`. */
  crash(): Promise<void>;
  /** Starts it again on the same data and port; resolves once it is healthy. */
  restart(): Promise<void>;
}

export interface ContentServiceOptions {
  /** Extra environment of the service (CONTENT_TRUST_PROXY, …). */
  env?: Record<string, string>;
}

/** Settings of the service that do not change what it seeds: a service with only these starts from the seeded copy. */
const SEED_NEUTRAL = new Set(["CONTENT_TRUST_PROXY", "CONTENT_WEBFORM_RATE_LIMIT", "CONTENT_WEBFORM_MIN_FILL_MS", "LOG_LEVEL"]);

/** The environment of a service on `port` over `dataDir`, seeding the real content/ folder. */
export function contentServiceEnv(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra, CONTENT_PORT: String(port), CONTENT_DATA_DIR: dataDir, CONTENT_DIR,
    CONTENT_PUBLIC_URL: `http://127.0.0.1:${port}`, CONTENT_BASIC_AUTH: "", DATABASE_URL: "" };
}

/** Fills `dataDir` with the run's seeded data directory once it is ready; leaves it empty (to be seeded) after waiting in vain. */
async function copySeededData(dataDir: string): Promise<void> {
  const seeded = inject("seededContentData");
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (existsSync(seeded.failed)) throw new Error(`the run's seeded content data could not be made:\n${readFileSync(seeded.failed, "utf8")}`);
    if (existsSync(seeded.ready)) {
      cpSync(seeded.dir, dataDir, { recursive: true });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function waitForHealth(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`content service exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`content service not healthy after ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/** Starts the content service and resolves once it is healthy; `stop` ends it and removes its data. */
export async function startContentService(port: number, options: ContentServiceOptions = {}): Promise<RunningContentService> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} does not exist`);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-int-content-"));
  const env = contentServiceEnv(port, dataDir, options.env);
  // A service whose settings change what is seeded (CONTENT_SCALE, …) seeds its own; so does one that waited in vain.
  if (Object.keys(options.env ?? {}).every((name) => SEED_NEUTRAL.has(name))) await copySeededData(dataDir);
  let log = "";
  let child: ChildProcess;
  const spawnService = () => {
    child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  };
  const stopped = () => child.exitCode !== null || child.signalCode !== null;
  const halt = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (stopped()) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill(signal);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (!stopped()) child.kill("SIGKILL");
  };
  const stop = async () => {
    await halt();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const exportSubmissions = async (webformId: string) => {
    await halt();
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", EXPORT_ENTRY, webformId], { cwd: REPO_ROOT, env });
    return stdout;
  };
  const crash = () => halt("SIGKILL");
  const restart = async () => {
    await halt();
    spawnService();
    await waitForHealth(base, child, () => log.slice(-4000));
  };
  spawnService();
  try {
    await waitForHealth(base, child!, () => log.slice(-4000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, exportSubmissions, stop, crash, restart };
}

/**
 * Points the site's configuration at a content service started on `port`, as the main site (7) on its default
 * origin, without credentials. config() reads the environment once, on first use: call this before that.
 */
export function pointSiteAtContentService(port: number): void {
  process.env.CONTENT_API_URL = `http://127.0.0.1:${port}`;
  process.env.SITE_ID = "7";
  delete process.env.SITE_ORIGIN;
  delete process.env.CONTENT_BASIC_AUTH;
}
