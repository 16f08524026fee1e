// The Redis server the site instances share their page cache and rate limits through.
/**
 * @param {{ port: number, start: (name: string, command: string, args: string[], options?: object) => import("node:child_process").ChildProcess }} options
 */
export function startRedis({ port, start }) {
  const child = start("redis", "redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--maxmemory", "512mb", "--maxmemory-policy", "volatile-lru"]);
  return { child, url: `redis://127.0.0.1:${port}` };
}
