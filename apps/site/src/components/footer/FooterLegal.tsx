import { SiteLink } from "@/components/link/SiteLink";
import type { SiteFooterProps } from "@/mapping/site-footer";

/** The legal area under the footer: its link menu, the disclaimer and the copyright line. */
export function FooterLegal({ links, disclaimer, copyright }: SiteFooterProps["legal"]) {
  return (
    <div className="footer-legal">
      <div className="container">
        {links.length > 0 && (
          <nav aria-label="Legal">
            <ul className="footer-legal__links">
              {links.map((link) => (
                <li key={link.id ?? link.uri}>
                  <SiteLink href={link.uri}>{link.title}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {disclaimer && <p className="footer-legal__disclaimer">{disclaimer}</p>}
        <p className="footer-legal__copyright">{copyright}</p>
      </div>
    </div>
  );
}
