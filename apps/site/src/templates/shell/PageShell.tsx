import { Breadcrumbs } from "@/components/breadcrumbs/Breadcrumbs";
import { JsonLdScript } from "@/components/structured-data/JsonLdScript";
import type { ContentPageView } from "@/mapping/content-page";
import { RichText } from "@/components/rich-text/RichText";

interface ShellProps {
  view: ContentPageView;
  /** The line under the title (date, level, role); the audience note wins when there is one. */
  meta?: React.ReactNode;
  /** Beside the title on large screens (a portrait). */
  headerAside?: React.ReactNode;
  /** Key facts and actions: beside the body on large screens, above it on phones. */
  facts?: React.ReactNode;
  /** The page-layout navigation ("In this section"). */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** The frame of every content page: breadcrumbs, header, then body with its facts and section navigation. */
export function PageShell({ view, meta, headerAside, facts, aside, children }: ShellProps) {
  const bodyClass = ["container", "page-body", facts || aside ? "page-body--with-aside" : ""].filter(Boolean).join(" ");
  return (
    <article className={`content-page content-page--${view.bundle}`}>
      <JsonLdScript nodes={view.structuredData} />
      <div className="page-header">
        <div className={headerAside ? "container page-header__grid" : "container"}>
          <div>
            <Breadcrumbs crumbs={view.breadcrumbs} />
            <h1 className="page-title">{view.title}</h1>
            {view.summary && <p className="page-header__summary">{view.summary}</p>}
            {view.audienceNote ? <p className="page-header__meta audience-note">{view.audienceNote}</p> : meta ? <div className="page-header__meta">{meta}</div> : null}
          </div>
          {headerAside}
        </div>
      </div>
      <div className={bodyClass}>
        <div className="page-body__main">{children}</div>
        {(facts || aside) && (
          <div className="page-body__aside">
            {facts}
            {aside && <aside className="page-body__section-nav">{aside}</aside>}
          </div>
        )}
      </div>
    </article>
  );
}

/** The featured image under the header (HTML comes sized from the CMS). */
export function FeaturedImage({ view }: { view: ContentPageView }) {
  const img = view.detail.type === "page" && view.detail.heroImage ? view.detail.heroImage : view.featuredImage;
  if (!img) return null;
  return (
    <figure className="featured-image">
      {/* eslint-disable-next-line @next/next/no-img-element -- content images come sized from the CMS. */}
      <img src={img.src} alt={img.alt} width={img.width} height={img.height} fetchPriority="high" />
      {img.caption && <figcaption>{img.caption}</figcaption>}
    </figure>
  );
}

/** A titled block of sanitised rich text; nothing when the text is empty. */
export function RichSection({ id, title, html }: { id: string; title: string; html: string }) {
  if (!html) return null;
  return (
    <section className="page-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <RichText html={html} />
    </section>
  );
}

/** A definition list of facts, leaving out the empty ones. */
export function FactList({ title, facts }: { title: string; facts: [string, React.ReactNode][] }) {
  const shown = facts.filter(([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0));
  if (shown.length === 0) return null;
  return (
    <section className="key-facts" aria-label={title}>
      <h2 className="key-facts__title">{title}</h2>
      <dl>
        {shown.map(([k, v]) => (
          <div key={k} className="key-facts__item">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function TagList({ tags, label = "Tags" }: { tags: string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}
