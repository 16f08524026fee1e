import { addressWithoutCredentials, tracingOn } from "@yu/metrics";
import type { Config } from "../config/config.ts";
import { CONTENT_MEMOS } from "./memo-figures.ts";

/** The fields of the one line the service logs once it listens (level info): what is active, never a credential. */
export interface StartupLine {
  url: string;
  stores: { content: string; rateLimits: "memory" };
  caches: { memos: readonly string[] };
  metrics: string | null;
  tracing: "on" | "off";
}

/**
 * What this process listening at `url` runs with: its content store (PGlite in a folder or in memory, or PostgreSQL at an address shown
 * without its user and password), the per-visitor limits (counted in this process), the in-process memos, where
 * `GET /metrics` answers, and whether traces are exported (an OTLP endpoint is set).
 */
export function startupLine(url: string, config: Pick<Config, "databaseUrl" | "dataDir" | "metricsPort" | "metricsHost">, env: Readonly<Record<string, string | undefined>>): StartupLine {
  const content = config.databaseUrl === null ? `pglite ${config.dataDir}` : `postgresql ${addressWithoutCredentials(config.databaseUrl)}`;
  return {
    url,
    stores: { content, rateLimits: "memory" },
    caches: { memos: CONTENT_MEMOS },
    metrics: config.metricsPort === null ? null : `http://${config.metricsHost}:${String(config.metricsPort)}/metrics`,
    tracing: tracingOn(env) ? "on" : "off",
  };
}
