import { Figure } from "@/components/figure/Figure";
import type { MediaGalleryView } from "@/mapping/paragraphs/media-gallery";

/** A gallery of image figures in a grid (1 column on phones, 2 on tablets, 3 on large screens). */
export function MediaGallery({ view }: { view: MediaGalleryView }) {
  if (view.images.length === 0) return null;
  const headingId = `c-${view.id}`;
  return (
    <section className="component media-gallery" aria-labelledby={view.title ? headingId : undefined}>
      {view.title && <h2 id={headingId}>{view.title}</h2>}
      <ul className="media-gallery__grid">
        {view.images.map((image) => (
          <li key={image.id}>
            <Figure image={image} sizes="(min-width: 992px) 20rem, (min-width: 576px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
