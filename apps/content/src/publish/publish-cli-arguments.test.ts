import { describe, expect, it } from "vitest";
import { parsePublishArguments, PublishUsageError } from "./publish-cli-arguments.ts";

describe("parsePublishArguments", () => {
  it("takes a node uuid or an alias path, and optionally a revision", () => {
    expect(parsePublishArguments(["0b3c5f1e-8a4d-5e2f-9c1a-1d2e3f4a5b6c"])).toEqual({ target: "0b3c5f1e-8a4d-5e2f-9c1a-1d2e3f4a5b6c", revision: null });
    expect(parsePublishArguments(["/about-yu/plans/", "--revision", "12"])).toEqual({ target: "/about-yu/plans", revision: 12 });
    expect(parsePublishArguments(["--revision=7", "/home"])).toEqual({ target: "/home", revision: 7 });
  });

  it("refuses anything else as a usage error", () => {
    for (const argv of [[], ["about-yu"], ["/a", "/b"], ["/a", "--revision"], ["/a", "--revision", "0"], ["/a", "--force"]]) {
      expect(() => parsePublishArguments(argv), argv.join(" ")).toThrow(PublishUsageError);
    }
  });
});
