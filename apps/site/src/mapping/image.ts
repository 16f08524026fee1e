/** Image of spec §3 as the site renders it. */
export interface ImageModel {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  caption?: string;
}

/** The first image that exists, in the order given. */
export function firstImage(...candidates: (ImageModel | null | undefined)[]): ImageModel | null {
  return candidates.find((c): c is ImageModel => Boolean(c?.src)) ?? null;
}
