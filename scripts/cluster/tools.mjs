// What the cluster needs from the operating system (Debian's packages): found on the PATH or where Debian puts it,
// installed with apt-get when missing and this is root, or else named so that a person can install it.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

/** The Debian packages of the cluster's parts. */
export const PACKAGES = ["postgresql", "redis-server", "varnish", "varnish-modules"];

/** The Debian packages of its monitoring (Prometheus and the exporters), each program by its package: optional parts. */
export const MONITORING = {
  prometheus: "prometheus",
  "prometheus-varnish-exporter": "prometheus-varnish-exporter",
  "prometheus-redis-exporter": "prometheus-redis-exporter",
  "prometheus-postgres-exporter": "prometheus-postgres-exporter",
};

/** Which monitoring packages are missing. */
export function missingMonitoring() {
  return Object.entries(MONITORING).filter(([program]) => !onPath(program)).map(([, pkg]) => pkg);
}

const VMOD_DIRS = ["/usr/lib/x86_64-linux-gnu/varnish/vmods", "/usr/lib/aarch64-linux-gnu/varnish/vmods", "/usr/lib/varnish/vmods"];

/** The command's path when it is on the PATH, else null. */
export function onPath(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).stdout.trim() || null;
}

/** PostgreSQL's server programs (initdb, pg_ctl, postgres), newest installed version first. */
export function postgresBin() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return onPath("initdb") ? "" : null;
  const versions = readdirSync(root).filter((v) => existsSync(`${root}/${v}/bin/initdb`)).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `${root}/${versions[0]}/bin/` : null;
}

/** Which parts are missing, by Debian package. */
export function missingPackages() {
  const missing = [];
  if (postgresBin() === null) missing.push("postgresql");
  if (!onPath("redis-server")) missing.push("redis-server");
  if (!onPath("varnishd")) missing.push("varnish");
  if (!VMOD_DIRS.some((dir) => existsSync(`${dir}/libvmod_xkey.so`))) missing.push("varnish-modules");
  return missing;
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/**
 * Makes sure every part is there. Returns null when it is, else a sentence saying what to install.
 * @param {{ install?: boolean, log?: (line: string) => void }} options
 */
export function ensurePackages({ install = true, log = console.log } = {}) {
  let missing = missingPackages();
  const monitoring = missingMonitoring();
  if (missing.length === 0 && monitoring.length === 0) return null;
  if (install && isRoot() && onPath("apt-get") && monitoring.length > 0) {
    // Monitoring is optional: a failed install leaves the cluster without that part (startMonitoring says which).
    try {
      log(`Installing ${monitoring.join(", ")} with apt-get…`);
      execFileSync("apt-get", ["install", "-y", "-qq", ...monitoring], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    } catch {
      log(`Could not install ${monitoring.join(", ")}; the cluster starts without them.`);
    }
  }
  if (missing.length === 0) return null;
  if (install && isRoot() && onPath("apt-get")) {
    log(`Installing ${missing.join(", ")} with apt-get…`);
    try {
      execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    } catch {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    }
    missing = missingPackages();
    if (missing.length === 0) return null;
  }
  return `The cluster needs Debian's ${missing.join(", ")}: install them with \`sudo apt-get install ${missing.join(" ")}\` (or run this as root, which installs them).`;
}

export { isRoot };
