// The page cache's connection to Redis: one per address and process. Commands fail at once while it is down (no
// offline queue), so that a page never waits on it; the first ones wait for the first connection attempt to
// settle, so that a freshly started instance reads the shared cache from its first request. An outage is logged
// once, and so is the return.
import { Redis } from "ioredis";

const REDIS_COMMAND_TIMEOUT_MS = 1_000;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/** @typedef {{ client: Redis; settled: Promise<void>; down: boolean }} Connection */

/** @param {string} msg @param {"warn" | "info"} level @param {Record<string, string>} [fields] */
function log(msg, level, fields = {}) {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

/**
 * @param {string} url
 * @returns {Connection}
 */
export function connect(url) {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
  /** @type {() => void} */
  let settle = () => {};
  const settled = new Promise((resolve) => {
    settle = () => resolve(undefined);
    setTimeout(settle, REDIS_CONNECT_TIMEOUT_MS).unref();
  });
  /** @type {Connection} */
  const made = { client, settled, down: false };
  client.on("ready", () => {
    settle();
    if (made.down) log("The shared page cache's Redis store is back", "info");
    made.down = false;
  });
  client.on("error", (error) => {
    settle();
    outage(made, error);
  });
  return made;
}

/**
 * Runs a command once the first connection attempt has settled, failing at once while Redis is not ready.
 * @template T
 * @param {Connection} made
 * @param {() => Promise<T>} command
 * @returns {Promise<T>}
 */
export async function onRedis(made, command) {
  await made.settled;
  if (made.client.status !== "ready") throw new Error(`Redis is ${made.client.status}`);
  return command();
}

/**
 * Logs an outage once, until the store is back.
 * @param {Connection} made
 * @param {unknown} error
 */
export function outage(made, error) {
  if (made.down) return;
  made.down = true;
  log("The shared page cache's Redis store is unavailable; caching in this process's memory until it is back", "warn", {
    error: error instanceof Error ? error.message : String(error),
  });
}

/**
 * @param {Connection} made
 * @returns {Promise<void>}
 */
export async function disconnect({ client }) {
  await client.quit().then(() => undefined, () => client.disconnect());
}
