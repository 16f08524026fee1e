import { SiteLink } from "@/components/link/SiteLink";
import type { LinkModel } from "@/mapping/link";

export function FooterLinks({ links }: { links: LinkModel[] }) {
  return (
    <ul className="footer-links">
      {links.map((link) => (
        <li key={link.id ?? link.uri}>
          <SiteLink href={link.uri}>{link.title}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
