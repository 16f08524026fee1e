import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot, siteDir, siteServerArgs, waitForUrl } from "../../scripts/lib.mjs";

export interface ProbeStack {
  site: number;
  content: number;
  /** Requests the content service has logged for `/jwt/token/` so far (its one-line-per-request log). */
  jwtTokenCalls(): number;
  /**
   * Stops the content service (PGlite allows one process per data directory) and runs the submissions export
   * (`npm run export-submissions`'s built script) on its database: the CSV. Nothing needing the service may follow.
   */
  exportSubmissions(webformId: string): Promise<string>;
  stop(): void;
}

/** Every site budget lifted: the probe is one visitor asking far more than a person would (bench/rate-limits.ts measures them). */
const UNLIMITED = ["webform", "upload", "ask-student", "chat", "login", "suggest", "search", "revalidate"].map((name) => `${name}=100000000`).join(",");

/**
 * The embedded stack as `npm start` runs it (scripts/start.mjs): the content service on a fresh PGlite database
 * seeded from content/, believing the site's X-Forwarded-For from loopback, and the site's own server before it;
 * on `base` (site) and `base + 1` (content).
 */
export async function startProbeStack(base: number): Promise<ProbeStack> {
  if (!existsSync(path.join(repoRoot, "apps/content/dist/server.js")) || !existsSync(path.join(repoRoot, "apps/site/.next/BUILD_ID"))) {
    throw new Error("Build first: npm run build");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "yu-probe-"));
  const children: ChildProcess[] = [];
  let jwtCalls = 0;
  let stopping = false;
  const stop = () => {
    stopping = true;
    for (const child of [...children].reverse()) if (child.exitCode === null) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The probe provokes errors by the thousand: pass on only what is not a JSON log line below "fatal" (a crash).
  const quietly = (name: string, chunk: Buffer) => {
    if (stopping) return;
    for (const line of chunk.toString().split("\n")) {
      if (line.trim() !== "" && (!line.startsWith("{") || /"level":("fatal"|60)/.test(line))) process.stderr.write(`[${name}] ${line}\n`);
    }
  };
  const contentPort = base + 1;
  const env = { ...process.env, CONTENT_PORT: String(contentPort), CONTENT_TRUST_PROXY: "127.0.0.1,::1",
    CONTENT_API_URL: `http://localhost:${contentPort}`, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  const content = spawn(process.execPath, ["apps/content/dist/server.js"], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, CONTENT_DATA_DIR: dataDir, LOG_LEVEL: "info" } });
  children.push(content);
  let pending = "";
  content.stdout.setEncoding("utf8");
  content.stdout.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (/"url":"\/jwt\/token/.test(line)) jwtCalls += 1;
  });
  content.stderr.on("data", (chunk: Buffer) => quietly("content", chunk));
  try {
    if (!(await waitForUrl(`http://localhost:${contentPort}/health`, { child: content, timeoutMs: 300_000 }))) {
      throw new Error("the content service did not become ready");
    }
    const site = spawn(process.execPath, siteServerArgs(base), { cwd: siteDir, stdio: ["ignore", "ignore", "pipe"],
      env: { ...env, SITE_RATE_LIMITS: UNLIMITED } });
    children.push(site);
    site.stderr.on("data", (chunk: Buffer) => quietly("site", chunk));
    if (!(await waitForUrl(`http://localhost:${base}/api/health`, { child: site, timeoutMs: 120_000 }))) {
      throw new Error("the site did not become ready");
    }
  } catch (error) {
    stop();
    throw error;
  }
  const exportSubmissions = async (webformId: string): Promise<string> => {
    if (content.exitCode === null) {
      const exited = new Promise((resolve) => content.once("exit", resolve));
      content.kill("SIGTERM");
      await exited;
    }
    const exporter = spawn(process.execPath, ["apps/content/dist/webform/export-cli.js", webformId], { cwd: repoRoot,
      stdio: ["ignore", "pipe", "pipe"], env: { ...env, CONTENT_DATA_DIR: dataDir, LOG_LEVEL: "warn" } });
    const chunks: Buffer[] = [];
    exporter.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    exporter.stderr.on("data", (chunk: Buffer) => process.stderr.write(`[export] ${chunk.toString()}`));
    const code = await new Promise((resolve) => exporter.once("exit", resolve));
    if (code !== 0) throw new Error(`the export exited with ${String(code)}`);
    return Buffer.concat(chunks).toString("utf8");
  };
  return { site: base, content: contentPort, jwtTokenCalls: () => jwtCalls, exportSubmissions, stop };
}
