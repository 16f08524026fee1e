import { SiteLink } from "@/components/link/SiteLink";
import type { EmbeddedVideoView } from "@/mapping/paragraphs/embedded-video";
import { BannerVideo } from "./BannerVideo.client";
import { VideoTranscript } from "./VideoTranscript.client";

/** Embedded video of spec §2.4: iframe, caption, transcript in a panel; the banner variant plays and pauses. */
export function EmbeddedVideo({ video, headingLevel = 2 }: { video: EmbeddedVideoView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `c-${video.id}`;
  const classes = [
    "component",
    "video",
    `video--${video.variant}`,
    `video--theme-${video.theme}`,
    video.edgeToEdge ? "video--edge-to-edge" : "",
    video.diamond ? "video--diamond" : "",
  ].filter(Boolean);
  const frameStyle = { aspectRatio: video.aspectRatio };
  return (
    <section className={classes.join(" ")} aria-labelledby={video.title ? headingId : undefined} aria-label={video.title ? undefined : video.videoTitle}>
      <div className="video__inner">
        {video.title && <Heading id={headingId} className="video__heading">{video.title}</Heading>}
        <figure className="video__figure">
          {video.embed ? (
            video.variant === "banner" ? (
              <BannerVideo src={video.embed.src} host={video.embed.host} title={video.videoTitle} aspectRatio={video.aspectRatio} />
            ) : (
              <div className="video__frame" style={frameStyle}>
                <iframe src={video.embed.src} title={video.videoTitle} loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" referrerPolicy="strict-origin-when-cross-origin" />
              </div>
            )
          ) : (
            <p className="video__unavailable">
              This video cannot be shown here.{" "}
              {video.url && <SiteLink href={video.url}>Watch {video.videoTitle}</SiteLink>}
            </p>
          )}
          {video.caption && <figcaption className="video__caption">{video.caption}</figcaption>}
        </figure>
        {(video.transcriptHtml || video.link) && (
          <ul className="video__links">
            {video.transcriptHtml && (
              <li>
                <VideoTranscript label={video.transcriptLabel} videoTitle={video.videoTitle} html={video.transcriptHtml} />
              </li>
            )}
            {video.link && (
              <li>
                <SiteLink href={video.link.href}>{video.link.text}</SiteLink>
              </li>
            )}
          </ul>
        )}
      </div>
    </section>
  );
}
