import { describe, expect, it } from "vitest";
import { videoEmbed } from "./video-embed-url";

describe("videoEmbed", () => {
  it("turns YouTube watch and short links into embeds with related videos off", () => {
    expect(videoEmbed("https://www.youtube.com/watch?v=q8ZkR2vN5sE")).toEqual({ host: "youtube", id: "q8ZkR2vN5sE", src: "https://www.youtube.com/embed/q8ZkR2vN5sE?rel=0" });
    expect(videoEmbed("https://youtu.be/Fp3cTm7Ua0k?t=10")?.src).toBe("https://www.youtube.com/embed/Fp3cTm7Ua0k?rel=0");
    expect(videoEmbed("https://m.youtube.com/watch?v=Dr4wC3ntr9Y&list=x")?.id).toBe("Dr4wC3ntr9Y");
    expect(videoEmbed("https://www.youtube.com/embed/Cg3mPx1Lw8s")?.id).toBe("Cg3mPx1Lw8s");
  });
  it("asks a banner player for the iframe API, muted and looping", () => {
    const src = new URL(videoEmbed("https://youtu.be/q8ZkR2vN5sE", { banner: true })?.src ?? "");
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ rel: "0", enablejsapi: "1", mute: "1", loop: "1", playlist: "q8ZkR2vN5sE" });
  });
  it("embeds a video host", () => {
    expect(videoEmbed("https://vimeo.com/76979871")?.src).toBe("https://player.vimeo.com/video/76979871");
  });
  it("refuses what it cannot embed safely", () => {
    expect(videoEmbed("javascript:alert(1)")).toBeNull();
    expect(videoEmbed("https://example.com/watch?v=q8ZkR2vN5sE")).toBeNull();
    expect(videoEmbed("https://www.youtube.com/watch?v=<script>")).toBeNull();
    expect(videoEmbed("not a url")).toBeNull();
    expect(videoEmbed(null)).toBeNull();
  });
});
