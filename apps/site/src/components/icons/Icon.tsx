/**
 * Line icons drawn on a 24×24 grid with the current colour; decorative (aria-hidden) — the control
 * carrying one names itself.
 */
export const ICON_PATHS = {
  "chevron-down": "M6 9l6 6 6-6",
  "arrow-left": "M19 12H5M11 6l-6 6 6 6",
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
  close: "M6 6l12 12M18 6L6 18",
  menu: "M4 7h16M4 12h16M4 17h16",
  search: "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  book: "M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h8",
  library: "M3 21h18M5 21V9M9.5 21V9M14.5 21V9M19 21V9M2 9l10-6 10 6z",
  "file-text": "M14 3H6v18h12V7zM14 3v4h4M9 12h6M9 16h6",
  briefcase: "M3 8h18v12H3zM9 8V5h6v3M3 13h18",
  bookmark: "M6 3h12v18l-6-4.5L6 21z",
  "log-out": "M9 4H5v16h4M16 8l4 4-4 4M20 12H10",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
} as const;

export type IconName = keyof typeof ICON_PATHS;

export const isIconName = (name: string): name is IconName => Object.hasOwn(ICON_PATHS, name);

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor"
      strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
