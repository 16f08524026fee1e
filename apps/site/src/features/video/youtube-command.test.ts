import { describe, expect, it } from "vitest";
import { commandFor, youtubeCommand } from "./youtube-command";

describe("youtube commands", () => {
  it("speaks the iframe API's postMessage protocol", () => {
    expect(JSON.parse(youtubeCommand("pauseVideo"))).toEqual({ event: "command", func: "pauseVideo", args: [] });
    expect(commandFor(true)).toBe("playVideo");
    expect(commandFor(false)).toBe("pauseVideo");
  });
});
