import { SiteLink } from "@/components/link/SiteLink";
import type { SocialLinkModel } from "@/mapping/outputs/social-links";
import { SocialIcon } from "./SocialIcon";

/** Icon links to the university's social accounts; each is named by its title for screen readers. */
export function SocialLinks({ links }: { links: SocialLinkModel[] }) {
  return (
    <ul className="footer-social">
      {links.map((link) => (
        <li key={link.uri}>
          <SiteLink href={link.uri} className="footer-social__link" title={link.title}>
            <SocialIcon name={link.icon} />
            <span className="visually-hidden">{link.title}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
