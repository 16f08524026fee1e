import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ALERTS_FILE, prometheusConfig } from "./monitoring.mjs";
import { siteVcl } from "./varnish.mjs";

describe("the cluster's probe and monitoring configuration", () => {
  it("has Varnish probe each instance's readiness, in the cluster's site.vcl and in the example", () => {
    const vcl = siteVcl({ backends: [{ host: "127.0.0.1", port: 3010 }], purgers: ["127.0.0.1"], secret: "a-secret-of-enough-length" });
    expect(vcl).toContain('.url = "/api/ready";');
    expect(vcl).not.toContain("/api/health");
    const example = readFileSync(fileURLToPath(new URL("../../deploy/varnish/site.example.vcl", import.meta.url)), "utf8");
    expect(example).toContain('.url = "/api/ready";');
  });

  it("writes Prometheus's configuration: one job per part with targets, and the alert rules of deploy/", () => {
    const text = prometheusConfig({ jobs: { site: ["127.0.0.1:9110", "127.0.0.1:9111"], content: ["127.0.0.1:9102"], redis: [] }, rulesFile: ALERTS_FILE });
    expect(text).toContain(`rule_files:\n  - ${JSON.stringify(ALERTS_FILE)}`);
    expect(ALERTS_FILE).toMatch(/deploy\/prometheus\/alerts\.yml$/);
    expect(text).toContain('  - job_name: "site"\n    static_configs:\n      - targets: ["127.0.0.1:9110", "127.0.0.1:9111"]');
    expect(text).toContain('  - job_name: "content"');
    expect(text).not.toContain('"redis"');
  });
});
