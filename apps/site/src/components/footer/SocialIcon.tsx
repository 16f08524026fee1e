import type { SocialIcon as SocialIconName } from "@/mapping/outputs/social-links";

/**
 * A brand mark drawn by the style sheet (social-icons.css, on the icons' base in icons.css) in the link's colour.
 * Decorative: the link's text names it.
 */
export function SocialIcon({ name }: { name: SocialIconName }) {
  return <span className={`icon icon--size-22 icon--brand-${name}`} aria-hidden="true" />;
}
