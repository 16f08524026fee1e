import { processRegistry } from "@yu/metrics";
import { describe, expect, it } from "vitest";
import { countedSubmission, observePublishToLive, rateLimitRefusals } from "./figures";

const sampleCount = async (name: string) => {
  const text = await processRegistry("site").metrics();
  return Number(text.split("\n").find((line) => line.startsWith(`${name} `))?.split(" ")[1] ?? 0);
};

describe("the site's own figures", () => {
  it("records a revalidation's delay after its announcement, and nothing for a missing or unbelievable stamp", async () => {
    const before = await sampleCount("site_publish_to_live_seconds_count");
    observePublishToLive(1_000_000, 1_000_250);
    observePublishToLive(undefined);
    observePublishToLive("1000");
    observePublishToLive(2_000_000, 1_000_000);
    observePublishToLive(0, 10 * 60 * 60 * 1000);
    expect(await sampleCount("site_publish_to_live_seconds_count")).toBe(before + 1);
    expect(await processRegistry("site").metrics()).toMatch(/site_publish_to_live_seconds_bucket\{le="0\.25"\} [1-9]/);
  });

  it("counts rate-limit refusals by budget", async () => {
    rateLimitRefusals().labels("search").inc();
    expect(await processRegistry("site").metrics()).toMatch(/site_rate_limit_refusals_total\{budget="search"\} [1-9]/);
  });

  it("counts a submission that throws as failed, and starts every kind and outcome at zero", async () => {
    await expect(countedSubmission("webform-upload", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    const text = await processRegistry("site").metrics();
    expect(text).toMatch(/site_webform_submissions_total\{kind="webform-upload",outcome="failed"\} [1-9]/);
    expect(text).toContain('site_webform_submissions_total{kind="webform-submit",outcome="accepted"}');
  });
});
