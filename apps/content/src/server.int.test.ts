import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR } from "./testing/test-app.ts";

const SERVER = fileURLToPath(new URL("./server.ts", import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: { ...process.env, LOG_LEVEL: "info", CONTENT_DATA_DIR: "memory://", CONTENT_DIR: FIXTURES_DIR, CONTENT_HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const run: Run = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => { run.stdout += chunk.toString(); });
  child.stderr.on("data", (chunk: Buffer) => { run.stderr += chunk.toString(); });
  const exited = new Promise<Run>((resolve) => child.on("exit", (code) => {
    run.code = code;
    resolve(run);
  }));
  return { child, run, exited };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("timed out");
}

describe("server.ts", () => {
  it("prints one clear line and exits 1 when the configuration is invalid", async () => {
    const { exited } = startServer({ CONTENT_PORT: "not-a-port" });
    const run = await exited;
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n").filter((line) => !line.startsWith("npm warn"))).toEqual([
      'content service failed to start: invalid configuration: CONTENT_PORT must be an integer from 0 to 65535 (got "not-a-port")',
    ]);
  });

  it("migrates, seeds an empty database, listens, and stops cleanly on SIGTERM", async () => {
    const { child, run, exited } = startServer({ CONTENT_PORT: "0" });
    try {
      const address = await waitFor(() => /Server listening at (http:\/\/[\d.:]+)/.exec(run.stdout)?.[1], 60_000);
      const health = await fetch(`${address}/health`);
      expect(health.status).toBe(200);
      expect(run.stdout).toMatch(/seed: \d+ resources/);
      const line = JSON.parse(run.stdout.split("\n").find((text) => text.includes("The content service is listening")) ?? "{}") as Record<string, unknown>;
      expect(line).toMatchObject({ level: 30, url: address, stores: { content: "pglite memory://", rateLimits: "memory" }, metrics: null });
      child.kill("SIGTERM");
      const finished = await exited;
      expect(finished.code).toBe(0);
      expect(finished.stdout).toContain("SIGTERM: shutting down");
    } finally {
      if (run.code === null) child.kill("SIGKILL");
    }
  });
});
