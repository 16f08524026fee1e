import { SiteLink } from "@/components/link/SiteLink";
import type { LinkModel } from "@/mapping/link";
import type { ImageModel } from "@/mapping/image";

export interface SiteHeaderProps {
  siteName: string;
  logo: ImageModel | null;
  logoHref: string;
  /** Level-1 menu links; the full navigation arrives with the site chrome. */
  links: LinkModel[];
  /** "{short name} Home" link back to the main site, in subsite mode. */
  mainSiteLink: LinkModel | null;
}

export function SiteHeader({ siteName, logo, logoHref, links, mainSiteLink }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <SiteLink className="site-header__logo" href={logoHref}>
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- SVG logos from the content service; sized, never optimised.
            <img src={logo.src} alt={logo.alt || siteName} width={logo.width ?? 160} height={logo.height ?? 48} />
          ) : (
            <span className="site-header__wordmark">{siteName}</span>
          )}
        </SiteLink>
        <SiteLink className="site-header__search" href="/search">
          Search
        </SiteLink>
      </div>
      {links.length > 0 && (
        <nav className="site-header__nav" aria-label="Main">
          <ul className="container">
            {mainSiteLink && (
              <li>
                <SiteLink href={mainSiteLink.uri}>{mainSiteLink.title}</SiteLink>
              </li>
            )}
            {links.map((link) => (
              <li key={link.id ?? link.uri}>
                <SiteLink href={link.uri}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
