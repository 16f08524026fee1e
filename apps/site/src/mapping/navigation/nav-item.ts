/** A main-navigation link as the header renders it (levels 1–5). */
export interface NavItem {
  id: string;
  title: string;
  uri: string;
  description?: string;
  /** A primary-button link: rendered as a call to action. */
  cta?: boolean;
  /** A link with another class (e.g. an app link for phones): hidden on large screens (spec §2.4). */
  hiddenOnDesktop?: boolean;
  children: NavItem[];
}
