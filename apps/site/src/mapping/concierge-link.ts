/** A login concierge link (spec §2.4): icon, title, subtext, call-to-action text and URI. */
export interface ConciergeLinkModel {
  title: string;
  subtext: string;
  ctaText: string;
  uri: string;
  icon: string;
}
