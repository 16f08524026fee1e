/** The site's line icons; each is drawn by the style sheet (icons.css). */
export const ICON_NAMES = [
  "chevron-down", "arrow-left", "arrow-right", "close", "menu", "search", "user", "mail", "book", "library", "file-text",
  "briefcase", "bookmark", "log-out", "link",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export const isIconName = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name);

/** The sizes the style sheet has, in pixels (20 unless said). */
export type IconSize = 16 | 18 | 20 | 22 | 24;

/**
 * A line icon in the current colour, drawn by the style sheet: a few bytes in the page where an inline SVG takes a
 * few hundred. Decorative (aria-hidden): the control carrying one names itself.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: IconSize; className?: string }) {
  const classes = ["icon", `icon--${name}`, size === 20 ? "" : `icon--size-${size}`, className ?? ""].filter(Boolean).join(" ");
  return <span className={classes} aria-hidden="true" />;
}
