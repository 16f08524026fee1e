// The SiteData shape of apps/content/README.md ("Site data"); the site parses exactly this.
export interface NavLink {
  id: string;
  title: string;
  uri: string;
  description?: string;
  subtext?: string;
  ctaText?: string;
  icon?: string;
  children: NavLink[];
  isSubsite?: boolean;
  options?: { attributes?: { class?: string[] } };
}
export interface Link { id: string; title: string; uri: string; icon?: { symbol: string; color?: string }; target?: string }
export interface ConciergeLink { id: string; title: string; subtext: string; ctaText: string; uri: string; icon: string }
export interface Image { src: string; alt: string; width?: number; height?: number }
export type Logo = Image;
export interface SiteAlert { id: string; title: string; type: "emergency" | "warning" | "info"; message: string;
  link?: { title: string; uri: string } }
export interface ErrorPageOverride { intro: string; links: Link[] }
export type FooterComponent =
  | { type: "acknowledgement"; flags: Image[]; title: string; text: string }
  | { type: "logo"; logo: Logo; uri?: string }
  | { type: "links"; links: Link[] }
  | { type: "social"; links: Link[] }
  | { type: "app_badges"; badges: { store: "apple" | "google"; uri: string; image: Image }[] }
  | { type: "text"; html: string };
export interface FooterColumn { title?: string; subtitle?: string; linkHeading?: { title: string; uri: string }; width: number;
  components: FooterComponent[] }
export interface SiteData {
  drupal_internal__tid: string;
  name: string;
  shortName: string;
  basePath: string | null;
  homeAlias: string;
  domains: Record<string, string>;
  menu: NavLink[];
  subsiteMenu: NavLink[];
  footer: { menu: NavLink[]; columns: FooterColumn[] };
  legal: { menu: Link[]; disclaimer: string; content: string };
  logos: { primaryLight: Logo | null; primaryDark: Logo | null; landscapeDark: Logo | null; iconDark: Logo | null };
  logoUrl: string;
  loginConcierge: ConciergeLink[];
  site_alerts: SiteAlert[];
  field_t_site_show_exit_site: boolean;
  quickExitUrl: string;
  ogImage: Image | null;
  twitterImage: Image | null;
  errorPages: { notFound: ErrorPageOverride | null; generic: ErrorPageOverride | null };
}
