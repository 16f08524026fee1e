import { createApp } from "./app.ts";
import { loadConfig } from "./config/config.ts";
import { createDatabase, type Database } from "./db/connection.ts";
import { startMetricsServer } from "@yu/metrics";
import { startTracing } from "@yu/tracing";
import { registry } from "./metrics/registry.ts";
import { startupLine } from "./metrics/startup-line.ts";
import { prepareDatabase } from "./startup.ts";

function fail(message: string): never {
  process.stderr.write(`content service failed to start: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    // Only with an OTLP endpoint configured (docs/operations.md, "Traces"); else nothing of the SDK is loaded.
    const tracing = await startTracing(process.env, "yu-content");
    database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const app = await createApp({ config, db: database.db, tracing: tracing !== null });
    await prepareDatabase(database.db, config, app.log);
    const url = await app.listen({ port: config.port, host: config.host });
    const metrics = config.metricsPort === null ? null : await startMetricsServer(registry, config.metricsPort, config.metricsHost);
    app.log.info(startupLine(url, config, process.env), "The content service is listening");

    const db = database;
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: shutting down`);
      // Close the server first so in-flight requests still reach the database.
      metrics?.close();
      app.close().then(() => db.close()).then(() => tracing?.shutdown()).then(() => process.exit(0), (error: unknown) => {
        process.stderr.write(`content service: error while stopping: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      });
    };
    process.once("SIGINT", () => stop("SIGINT"));
    process.once("SIGTERM", () => stop("SIGTERM"));
  } catch (error) {
    await database?.close().catch(() => undefined);
    fail(error instanceof Error ? error.message.split("\n").join(" | ") : String(error));
  }
}

void main();
