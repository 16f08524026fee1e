import { EVENT_PASSED_TEXT } from "@/mapping/event-dates";
import { Documents } from "@/components/documents/Documents";
import { Paragraphs } from "@/components/paragraphs/Paragraphs";
import type { ContentPageView } from "@/mapping/content-page";
import { PageHeader } from "./PageHeader";

/** Any content page: header, featured image, intro, body and its components (HTML already sanitised). */
export function ContentPage({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  return (
    <article className={`content-page content-page--${view.bundle}`}>
      <PageHeader title={view.title} summary={view.summary} meta={view.audienceNote ?? view.dateLabel} />
      <div className={aside ? "container page-body page-body--with-aside" : "container page-body"}>
        <div className="page-body__main">
        {view.eventPassed && (
          <p className="notice" role="status">
            {EVENT_PASSED_TEXT}
          </p>
        )}
        {view.featuredImage && (
          <figure className="featured-image">
            {/* eslint-disable-next-line @next/next/no-img-element -- content images come sized from the CMS. */}
            <img
              src={view.featuredImage.src}
              alt={view.featuredImage.alt}
              width={view.featuredImage.width}
              height={view.featuredImage.height}
              fetchPriority="high"
            />
          </figure>
        )}
        {view.introHtml && <div className="prose page-intro" dangerouslySetInnerHTML={{ __html: view.introHtml }} />}
        {view.bodyHtml && <div className="prose" dangerouslySetInnerHTML={{ __html: view.bodyHtml }} />}
        <Paragraphs items={view.components} />
        <Documents documents={view.documents} />
        {view.tags.length > 0 && (
          <ul className="tag-list" aria-label="Tags">
            {view.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        )}
        </div>
        {aside && <aside className="page-body__aside">{aside}</aside>}
      </div>
    </article>
  );
}
