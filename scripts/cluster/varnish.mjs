// Varnish in front of the site instances: deploy/varnish/default.vcl, with this deployment's part (site.vcl: the
// instances, the purge ACL and secret) written beside it.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib.mjs";

/**
 * This deployment's part of the cache's configuration (the shape of deploy/varnish/site.example.vcl).
 * @param {{ backends: { host: string, port: number }[], purgers: string[], secret: string }} options
 */
export function siteVcl({ backends, purgers, secret }) {
  if (!/^[A-Za-z0-9_-]{16,}$/.test(secret)) throw new Error("The purge secret must be 16 or more letters, digits, - or _.");
  const lines = [
    "# Written by npm run start:cluster for this deployment; see deploy/varnish/site.example.vcl.",
    // Readiness, not liveness: an instance whose content service is unreachable gets no visitors (docs/operations.md,
    // "Readiness and liveness").
    "probe site_health {",
    '  .url = "/api/ready";',
    "  .interval = 1s;",
    "  .timeout = 1s;",
    "  .window = 3;",
    "  .threshold = 2;",
    "}",
    ...backends.flatMap(({ host, port }, i) => [
      `backend site${i + 1} {`,
      `  .host = "${host}";`,
      `  .port = "${port}";`,
      "  .probe = site_health;",
      "  .first_byte_timeout = 35s;",
      "}",
    ]),
    "sub vcl_init {",
    "  new sites = directors.round_robin();",
    ...backends.map((_, i) => `  sites.add_backend(site${i + 1});`),
    "}",
    "acl purgers {",
    ...purgers.map((address) => `  "${address}";`),
    "}",
    "sub yu_purge_secret {",
    `  if (req.http.X-Purge-Secret == "${secret}") {`,
    '    set req.http.x-purge-allowed = "1";',
    "  } else {",
    "    unset req.http.x-purge-allowed;",
    "  }",
    "  unset req.http.X-Purge-Secret;",
    "}",
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * @param {{ dir: string, port: number, backends: { host: string, port: number }[], purgers: string[], secret: string,
 *   start: (name: string, command: string, args: string[], options?: object) => import("node:child_process").ChildProcess }} options
 */
export function startVarnish({ dir, port, backends, purgers, secret, start }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "site.vcl"), siteVcl({ backends, purgers, secret }));
  const vclPath = [dir, path.join(repoRoot, "deploy/varnish"), "/usr/share/varnish/vcl"].join(":");
  const child = start("varnish", "varnishd", [
    "-F",
    "-n", path.join(dir, "work"),
    "-a", `127.0.0.1:${port}`,
    "-T", "none",
    "-p", `vcl_path=${vclPath}`,
    "-f", path.join(repoRoot, "deploy/varnish/default.vcl"),
    "-s", "malloc,256m",
  ]);
  return { child, url: `http://127.0.0.1:${port}` };
}
