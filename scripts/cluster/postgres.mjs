// A PostgreSQL server of the cluster's own, in a data directory it creates on first start.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { isRoot, postgresBin } from "./tools.mjs";

function asPostgres(command, args) {
  // PostgreSQL refuses to run as root: as root, its programs run as the postgres user Debian's package made.
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

/**
 * @param {{ dir: string, port: number, start: (name: string, command: string, args: string[], options?: object) => import("node:child_process").ChildProcess }} options
 */
export function startPostgres({ dir, port, start }) {
  const bin = postgresBin() ?? "";
  const parent = path.dirname(dir);
  mkdirSync(parent, { recursive: true });
  // The postgres user must be able to reach its data directory through the cluster's own folder.
  if (isRoot()) chmodSync(parent, statSync(parent).mode | 0o711);
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    mkdirSync(dir, { recursive: true });
    if (isRoot()) {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
      chownSync(dir, uid, gid);
    }
    const [command, args] = asPostgres(`${bin}initdb`, ["-D", dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-instructions"]);
    execFileSync(command, args, { stdio: "ignore" });
  }
  const [command, args] = asPostgres(`${bin}postgres`, ["-D", dir, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"]);
  const child = start("postgres", command, args);
  return { child, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}
