import { SiteLink } from "@/components/link/SiteLink";
import { SEARCH_QUERY_MAX_CHARS } from "@/config/constants";
import type { CourseSearchView } from "@/mapping/paragraphs/course-search";
import { RichText } from "@/components/rich-text/RichText";

/**
 * Course search paragraph: a plain GET form to the course finder, so it works before (and without) scripts; the
 * finder answers the words typed. Its image, if any, is decoration beside the form on large screens only.
 */
export function CourseSearch({ view }: { view: CourseSearchView }) {
  const headingId = `c-${view.id}`;
  const inputId = `course-search-${view.id}`;
  return (
    <section className={`component course-search${view.image ? " course-search--with-image" : ""}`} aria-labelledby={headingId}>
      <div className="course-search__body">
        <h2 id={headingId}>{view.title}</h2>
        <RichText html={view.html} className="prose course-search__intro" />
        <form className="course-search__form" action={view.action} method="get" role="search" aria-labelledby={headingId}>
          <label htmlFor={inputId} className="course-search__label">
            {view.label}
          </label>
          <div className="course-search__row">
            <input
              id={inputId}
              className="course-search__input"
              name={view.param}
              type="search"
              placeholder={view.placeholder ?? undefined}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={SEARCH_QUERY_MAX_CHARS}
            />
            <button type="submit" className="course-search__submit">
              Search
            </button>
          </div>
        </form>
        {view.links.length > 0 && (
          <div className="course-search__popular">
            <h3 id={`${headingId}-popular`}>Popular searches</h3>
            <ul aria-labelledby={`${headingId}-popular`}>
              {view.links.map((link) => (
                <li key={`${link.href} ${link.text}`}>
                  <SiteLink href={link.href}>{link.text}</SiteLink>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {view.image && (
        // eslint-disable-next-line @next/next/no-img-element -- content images come sized from the CMS.
        <img className="course-search__image" src={view.image.src} alt="" width={view.image.width} height={view.image.height} loading="lazy" />
      )}
    </section>
  );
}
