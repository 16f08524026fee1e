import type { AnyNode, Element } from "domhandler";
import { isTag } from "domhandler";
import { elements, placeOf, textOf } from "../html/body.ts";
import { finding, type Check } from "../check.ts";

const VIDEO_HOST = /^(https?:)?\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com)\//i;
const TRANSCRIPT = /transcript/i;

/** The element siblings after `el` (at most `count`). */
function nextElements(el: Element, count: number): Element[] {
  const out: Element[] = [];
  for (let n: AnyNode | null = el.nextSibling; n && out.length < count; n = n.nextSibling) if (isTag(n)) out.push(n);
  return out;
}

/**
 * "Nearby" is where an editor puts a transcript: in the video's own wrapper, or in the two blocks after the video
 * or after its wrapper (a link, or an expandable section).
 */
function hasTranscriptNearby(video: Element): boolean {
  const wrapper = video.parent && isTag(video.parent) ? video.parent : null;
  const places = [...(wrapper ? [wrapper, ...nextElements(wrapper, 2)] : []), ...nextElements(video, 2)];
  return places.some((place) => TRANSCRIPT.test(textOf(place)) ||
    elements(place, "a").some((a) => TRANSCRIPT.test(a.attribs.href ?? "")));
}

/** Deaf and deafblind readers, and anyone who cannot play sound, need the words of a video as text. */
export const videoTranscript: Check = {
  id: "video-transcript",
  severity: "error",
  title: "Embedded video without a transcript",
  run({ body }) {
    const videos = elements(body, "iframe", "video").filter((el) => el.name === "video" || VIDEO_HOST.test(el.attribs.src ?? ""));
    return videos
      .filter((video) => !hasTranscriptNearby(video))
      .map((video) => finding(this, "Add a link to this video's transcript just below it (or the transcript in an expandable section).",
        placeOf(video, video.attribs.title ?? video.attribs.src ?? video.name)));
  },
};
