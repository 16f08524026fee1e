import { SiteLink } from "@/components/link/SiteLink";
import { config } from "@/config/env";
import { studyAreaTiles, type StudyAreasView } from "@/mapping/paragraphs/study-areas";
import { RichText } from "@/components/rich-text/RichText";

/** Study areas paragraph: every study area as a tile linking to its browse page, with the levels it offers. */
export function StudyAreaGrid({ view }: { view: StudyAreasView }) {
  const headingId = `c-${view.id}`;
  const tiles = studyAreaTiles(config().productSlug);
  return (
    <section className="component study-area-grid" aria-labelledby={headingId}>
      <h2 id={headingId}>{view.title}</h2>
      <RichText html={view.html} />
      <ul className="study-area-grid__list">
        {tiles.map((tile) => (
          <li key={tile.slug} className="study-area-grid__tile">
            <SiteLink href={tile.href} className="study-area-grid__link">
              {tile.label}
            </SiteLink>
            {tile.levels && <span className="study-area-grid__levels">{tile.levels}</span>}
          </li>
        ))}
      </ul>
      {view.link && (
        <p className="study-area-grid__more">
          <SiteLink href={view.link.href}>{view.link.text}</SiteLink>
        </p>
      )}
    </section>
  );
}
