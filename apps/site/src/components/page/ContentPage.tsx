import { SiteLink } from "@/components/link/SiteLink";
import { EVENT_PASSED_TEXT } from "@/mapping/event-dates";
import type { ComponentView, ContentPageView } from "@/mapping/content-page";
import { PageHeader } from "./PageHeader";

function Component({ component }: { component: ComponentView }) {
  const headingId = `c-${component.id}`;
  switch (component.type) {
    case "accordion":
      return (
        <section className="component component--accordion" aria-labelledby={component.title ? headingId : undefined}>
          {component.title && <h2 id={headingId}>{component.title}</h2>}
          {component.items.map((item) => (
            <details className="accordion-item" key={item.id}>
              <summary>{item.title}</summary>
              <div className="prose" dangerouslySetInnerHTML={{ __html: item.html }} />
            </details>
          ))}
        </section>
      );
    case "links":
      return (
        <section className="component component--links" aria-labelledby={headingId}>
          <h2 id={headingId}>{component.title}</h2>
          <ul className="link-list">
            {component.links.map((link) => (
              <li key={link.uri}>
                <SiteLink href={link.uri}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      );
    default:
      if (!component.html && !component.title) return null;
      return (
        <section className={`component component--${component.type}`} aria-labelledby={component.title ? headingId : undefined}>
          {component.title && <h2 id={headingId}>{component.title}</h2>}
          {component.html && <div className="prose" dangerouslySetInnerHTML={{ __html: component.html }} />}
        </section>
      );
  }
}

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
        {view.components.map((c) => (
          <Component key={c.id} component={c} />
        ))}
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
