import { Icon, isIconName } from "@/components/icons/Icon";
import { SiteLink } from "@/components/link/SiteLink";
import type { ConciergeLinkModel } from "@/mapping/concierge-link";

/**
 * The login concierge (spec §2.4): a popover of cards, four to a row, on large screens; a list under the
 * bar on small ones. Rendered by the server: its open state belongs to the header, which holds it.
 */
export function ConciergeMenu({ links }: { links: ConciergeLinkModel[] }) {
  return (
    <div className="container">
      <h2 className="concierge__title" id="login-menu-title">Log in to</h2>
      <ul className="concierge__list" aria-labelledby="login-menu-title">
        {links.map((link) => (
          <li key={link.uri + link.title} className="concierge__item">
            <SiteLink className="concierge__link" href={link.uri}>
              <span className="concierge__icon">
                <Icon name={isIconName(link.icon) ? link.icon : "link"} size={24} />
              </span>
              <span className="concierge__name">{link.title}</span>
              {link.subtext && <span className="concierge__subtext">{link.subtext}</span>}
              <span className="concierge__cta">
                {link.ctaText}
                <Icon name="arrow-right" size={16} />
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
