/* Play/pause of a YouTube iframe through its iframe API (the player listens to postMessage when the embed
 * URL carries enablejsapi=1): no script of YouTube's is loaded on our page. */

export type PlayerCommand = "playVideo" | "pauseVideo";

export const YOUTUBE_ORIGIN = "https://www.youtube.com";

/** The message a YouTube player understands. */
export function youtubeCommand(func: PlayerCommand): string {
  return JSON.stringify({ event: "command", func, args: [] });
}

/** Command that moves the banner video into the wanted state. */
export const commandFor = (playing: boolean): PlayerCommand => (playing ? "playVideo" : "pauseVideo");
