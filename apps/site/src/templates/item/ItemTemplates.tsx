import { Card } from "@/components/card/Card";
import { SiteLink } from "@/components/link/SiteLink";
import type { CardView } from "@/mapping/cards/card-view";

/** Card and teaser view modes: the listings' card. */
export function CardItem({ item }: { item: CardView }) {
  return (
    <div className="card">
      <Card card={item} headingLevel={3} />
    </div>
  );
}

/** Search index view mode: title link, meta and summary, no image. */
export function SearchResultItem({ item }: { item: CardView }) {
  return (
    <div className="search-result">
      <h3>{item.href ? <SiteLink href={item.href}>{item.title}</SiteLink> : item.title}</h3>
      {item.meta && <p>{item.meta}</p>}
      {item.summary && <p>{item.summary}</p>}
    </div>
  );
}

/** Media library and embedded media: the image with its caption. */
export function MediaItem({ item }: { item: CardView }) {
  if (!item.image) return <EmbeddedItem item={item} />;
  return (
    <figure className="featured-image">
      {/* eslint-disable-next-line @next/next/no-img-element -- content images come sized from the CMS. */}
      <img src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" />
      {(item.image.caption ?? item.summary) && <figcaption>{item.image.caption ?? item.summary}</figcaption>}
    </figure>
  );
}

/** Embedded view mode (a contact, key selling point, block or form container inside a page). */
export function EmbeddedItem({ item }: { item: CardView }) {
  return (
    <section className="component component--embedded" aria-label={item.title}>
      <h3>{item.href ? <SiteLink href={item.href}>{item.title}</SiteLink> : item.title}</h3>
      {item.summary && <p>{item.summary}</p>}
    </section>
  );
}
