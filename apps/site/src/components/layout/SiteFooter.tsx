import { SiteLink } from "@/components/link/SiteLink";
import type { LinkModel } from "@/mapping/link";

export interface SiteFooterProps {
  siteName: string;
  acknowledgement: { title: string; text: string } | null;
  legalLinks: LinkModel[];
  disclaimer: string;
}

export function SiteFooter({ siteName, acknowledgement, legalLinks, disclaimer }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="container">
        {acknowledgement && (
          <section className="site-footer__acknowledgement" aria-labelledby="footer-acknowledgement">
            <h2 id="footer-acknowledgement">{acknowledgement.title}</h2>
            <p>{acknowledgement.text}</p>
          </section>
        )}
        <div className="site-footer__legal">
          {legalLinks.length > 0 && (
            <nav aria-label="Legal">
              <ul>
                {legalLinks.map((link) => (
                  <li key={link.id ?? link.uri}>
                    <SiteLink href={link.uri}>{link.title}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p className="site-footer__disclaimer">{disclaimer || `© ${siteName}`}</p>
        </div>
      </div>
    </footer>
  );
}
