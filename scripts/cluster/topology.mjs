// The production topology on one machine: PostgreSQL, Redis, the content service, N site instances sharing their
// page cache through Redis, and Varnish in front. Used by `npm run start:cluster` and by the cluster tests.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createConnection } from "node:net";
import path from "node:path";
import { demoSiteEnv, repoRoot, siteDir, siteServerArgs, startPrefixed, waitForUrl } from "../lib.mjs";
import { startMonitoring } from "./monitoring.mjs";
import { startPostgres } from "./postgres.mjs";
import { startRedis } from "./redis.mjs";
import { startVarnish } from "./varnish.mjs";

/**
 * @typedef {{ frontPort: number, contentPort: number, sitePorts: number[], redisPort: number, postgresPort: number,
 *   dataDir: string, databaseUrl?: string | null, redisUrl?: string | null, quiet?: boolean, extraSiteEnv?: Record<string, string>, extraContentEnv?: Record<string, string>,
 *   metrics?: import("./monitoring.mjs").MetricsPorts | null }} TopologyOptions
 */

/** Resolves when something accepts connections on the port, or rejects after the time runs out. */
async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: "127.0.0.1", port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Nothing answered on port ${port} within ${timeoutMs / 1000} s.`);
}

/** @param {TopologyOptions} options */
export async function startTopology(options) {
  const children = new Map();
  const quiet = options.quiet ?? false;
  /** Starts a part: its output prefixed with its name, or dropped when quiet. */
  const start = (name, command, args, spawnOptions = {}) => {
    const child = quiet
      ? spawn(command, args, { cwd: repoRoot, stdio: "ignore", ...spawnOptions })
      : startPrefixed(name, command, args, spawnOptions);
    children.set(name, child);
    return child;
  };
  const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(24).toString("hex");
  const purgeSecret = process.env.CONTENT_PURGE_SECRET || randomBytes(24).toString("hex");
  const front = `http://127.0.0.1:${options.frontPort}`;
  const topology = {
    front,
    content: `http://127.0.0.1:${options.contentPort}`,
    sites: options.sitePorts.map((port) => `http://127.0.0.1:${port}`),
    revalidateSecret,
    purgeSecret,
    children,
    /** With `options.metrics`: each instance's and the content service's metrics address, and Prometheus's (null without it). */
    metrics: /** @type {{ sites: string[], content: string, prometheus: string | null, missing: string[] } | null} */ (null),
    /** Stops one part (SIGTERM, then SIGKILL after 5 s); resolves when it has exited. */
    stopPart: (name) => stopChild(children.get(name)),
    stop: async () => {
      for (const name of [...children.keys()].reverse()) await stopChild(children.get(name));
    },
  };

  try {
    let databaseUrl = options.databaseUrl ?? null;
    if (!databaseUrl) {
      const pg = startPostgres({ dir: path.join(options.dataDir, "postgres"), port: options.postgresPort, start });
      await waitForPort(options.postgresPort);
      databaseUrl = pg.url;
    }
    let redisUrl = options.redisUrl ?? null;
    if (!redisUrl) {
      redisUrl = startRedis({ port: options.redisPort, start }).url;
      await waitForPort(options.redisPort);
    }

    const contentEnv = {
      ...process.env,
      NODE_ENV: "production",
      CONTENT_PORT: String(options.contentPort),
      DATABASE_URL: databaseUrl,
      CONTENT_PUBLIC_URL: process.env.CONTENT_PUBLIC_URL || topology.content,
      CONTENT_TRUST_PROXY: "127.0.0.1,::1",
      CONTENT_REVALIDATE_URLS: topology.sites.map((site) => `${site}/api/revalidate`).join(","),
      CONTENT_REVALIDATE_SECRET: revalidateSecret,
      CONTENT_PURGE_URLS: `${front}/`,
      CONTENT_PURGE_SECRET: purgeSecret,
      ...(options.metrics ? { CONTENT_METRICS_PORT: String(options.metrics.contentPort), CONTENT_METRICS_HOST: "127.0.0.1" } : {}),
      ...options.extraContentEnv,
    };
    const content = start("content", process.execPath, ["apps/content/dist/server.js"], { env: contentEnv });
    // Readiness: up, migrated and seeded, with its database answering.
    if (!(await waitForUrl(`${topology.content}/ready`, { child: content, timeoutMs: 300_000 }))) {
      throw new Error("The content service did not become ready.");
    }

    const siteEnv = {
      ...process.env,
      NODE_ENV: "production",
      CONTENT_API_URL: topology.content,
      ...demoSiteEnv(process.env),
      SITE_ORIGIN: process.env.SITE_ORIGIN || front,
      REDIS_URL: redisUrl,
      REVALIDATE_SECRET: revalidateSecret,
      // Varnish, on this machine, forwards every visitor.
      SITE_TRUST_PROXY: "127.0.0.1,::1",
      ...options.extraSiteEnv,
    };
    const metrics = options.metrics ?? null;
    options.sitePorts.forEach((port, i) => {
      const metricsPort = metrics?.sitePorts[i];
      const env = metricsPort === undefined ? siteEnv : { ...siteEnv, SITE_METRICS_PORT: String(metricsPort), SITE_METRICS_HOST: "127.0.0.1" };
      start(`site${i + 1}`, process.execPath, siteServerArgs(port), { env, cwd: siteDir });
    });
    for (const [i, site] of topology.sites.entries()) {
      // Readiness (the content service reachable), which Varnish's probe asks too.
      if (!(await waitForUrl(`${site}/api/ready`, { child: children.get(`site${i + 1}`), timeoutMs: 60_000 }))) {
        throw new Error(`Site instance ${i + 1} did not become ready.`);
      }
    }

    startVarnish({
      dir: path.join(options.dataDir, "varnish"),
      port: options.frontPort,
      backends: options.sitePorts.map((port) => ({ host: "127.0.0.1", port })),
      purgers: ["127.0.0.1", "::1"],
      secret: purgeSecret,
      start,
    });
    if (!(await waitForUrl(`${front}/api/health`, { child: children.get("varnish"), timeoutMs: 30_000 }))) {
      throw new Error("Varnish did not become ready.");
    }
    if (metrics) {
      const monitoring = startMonitoring({ ports: metrics, dataDir: options.dataDir, varnishWorkDir: path.join(options.dataDir, "varnish", "work"),
        redisUrl, databaseUrl, start, log: quiet ? () => {} : console.log });
      topology.metrics = {
        sites: metrics.sitePorts.slice(0, options.sitePorts.length).map((port) => `http://127.0.0.1:${port}/metrics`),
        content: `http://127.0.0.1:${metrics.contentPort}/metrics`,
        prometheus: monitoring.prometheus,
        missing: monitoring.missing,
      };
    }
    return topology;
  } catch (error) {
    await topology.stop();
    throw error;
  }
}

/** @param {import("node:child_process").ChildProcess | undefined} child */
function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
