
/** The icons drawn from the style sheet (mask-icons.css) rather than the page. */
export type MaskIconName = "chevron-down" | "arrow-left" | "arrow-right" | "close";

/**
 * A line icon the style sheet draws in the current colour: a few bytes in the page where an inline SVG takes a few
 * hundred, for icons repeated many times (the main navigation's toggles). Decorative, like Icon.
 */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  return <span className={`mask-icon mask-icon--${name}${className ? ` ${className}` : ""}`} aria-hidden="true" />;
}
