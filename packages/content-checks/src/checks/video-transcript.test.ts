import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { videoTranscript } from "./video-transcript.ts";

const youtube = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="A day on campus" allowfullscreen></iframe>';
const vimeo = '<iframe src="https://player.vimeo.com/video/76979871" title="Graduation 2025"></iframe>';
const video = '<video controls src="/sites/default/files/2026-01/welcome.mp4"></video>';

describe("video-transcript", () => {
  it.each([
    ["a YouTube embed", `<h2>Life on campus</h2>\n<div class="embed">${youtube}</div>\n<p>Students show us around.</p>`, "div:nth-of-type(1) > iframe:nth-of-type(1)"],
    ["a Vimeo embed", `<p>${vimeo}</p>`, "p:nth-of-type(1) > iframe:nth-of-type(1)"],
    ["a video element", `${video}\n<p>Welcome from the Vice-Chancellor.</p>`, "video:nth-of-type(1)"],
  ])("finds %s without a transcript", (_, html, selector) => {
    expect(check(videoTranscript, pageOf(html))).toEqual([
      expect.objectContaining({ check: "video-transcript", severity: "error", where: expect.objectContaining({ selector }) as object }),
    ]);
  });

  it.each([
    ["a transcript link in the next paragraph", `<div class="embed">${youtube}</div>\n<p><a href="/sites/default/files/day-on-campus-transcript.docx">Read the transcript (DOCX, 20 KB)</a></p>`],
    ["a transcript in an expandable section", `${video}\n<details><summary>Video transcript</summary><p>Welcome…</p></details>`],
    ["an iframe that is not a video (a map)", '<iframe src="https://www.google.com/maps/embed?pb=1" title="Map of Footscray Park"></iframe>'],
  ])("passes %s", (_, html) => {
    expect(check(videoTranscript, pageOf(html))).toEqual([]);
  });
});
