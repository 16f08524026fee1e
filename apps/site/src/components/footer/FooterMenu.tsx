import { SiteLink } from "@/components/link/SiteLink";
import type { FooterMenuGroup as Group } from "@/mapping/site-footer";
import { FooterMenuGroup } from "./FooterMenuGroup.client";

/** The footer's top menu: a column per level-1 link on large screens, an accordion below (spec §2.4). */
export function FooterMenu({ groups }: { groups: Group[] }) {
  if (!groups.length) return null;
  return (
    <nav className="footer-menu" aria-label="Footer">
      {groups.map((group) => (
        <FooterMenuGroup key={group.id} title={group.title} heading={<SiteLink href={group.uri}>{group.title}</SiteLink>}>
          {group.links.length > 0 && (
            <ul className="footer-menu__links">
              {/* In the accordion the heading is a button: the group's own page is its panel's first link. */}
              <li className="footer-menu__overview">
                <SiteLink href={group.uri}>{group.title}</SiteLink>
              </li>
              {group.links.map((link) => (
                <li key={link.id ?? link.uri}>
                  <SiteLink href={link.uri}>{link.title}</SiteLink>
                </li>
              ))}
            </ul>
          )}
        </FooterMenuGroup>
      ))}
    </nav>
  );
}
