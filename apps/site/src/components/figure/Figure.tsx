import type { FigureView } from "@/mapping/paragraphs/figure";

/** Image figure (spec §3 Image): caption and source under the image; a long description behind a disclosure. */
export function Figure({ image, sizes }: { image: FigureView; sizes?: string }) {
  const hasCaption = Boolean(image.caption || image.source || image.longDescription);
  return (
    <figure className="figure">
      {/* eslint-disable-next-line @next/next/no-img-element -- content images come sized from the CMS. */}
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" sizes={sizes} />
      {hasCaption && (
        <figcaption className="figure__caption">
          {image.caption && <span>{image.caption}</span>}
          {image.source && <span className="figure__source">Source: {image.source}</span>}
          {image.longDescription && (
            <details className="figure__long-description">
              <summary>Image description</summary>
              <p>{image.longDescription}</p>
            </details>
          )}
        </figcaption>
      )}
    </figure>
  );
}
