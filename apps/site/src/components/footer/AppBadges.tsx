import { SiteLink } from "@/components/link/SiteLink";
import type { AppBadgeModel } from "@/mapping/site-footer";

/** App store badges; they are links to other sites, so they open in a new tab and say so. */
export function AppBadges({ badges }: { badges: AppBadgeModel[] }) {
  return (
    <ul className="footer-badges">
      {badges.map((badge) => (
        <li key={badge.uri}>
          <SiteLink href={badge.uri} className="footer-badges__link">
            {/* eslint-disable-next-line @next/next/no-img-element -- store badges are fixed-size SVGs from the content service. */}
            <img src={badge.image.src} alt={badge.image.alt} width={badge.image.width ?? 135} height={badge.image.height ?? 40} loading="lazy" />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
