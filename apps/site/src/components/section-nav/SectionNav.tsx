import { SiteLink } from "@/components/link/SiteLink";
import type { SectionLink } from "@/mapping/navigation/section-nav";

function Links({ links, level }: { links: SectionLink[]; level: number }) {
  return (
    <ul className={`section-nav__list section-nav__list--l${level}`}>
      {links.map((link) => (
        <li key={link.id} className={link.active ? "section-nav__item is-active" : "section-nav__item"}>
          <SiteLink href={link.uri} aria-current={link.current ? "page" : undefined}>
            {link.title}
          </SiteLink>
          {link.children.length > 0 && <Links links={link.children} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** "In this section": the main navigation in the page layout, no JavaScript needed. */
export function SectionNav({ section }: { section: SectionLink }) {
  return (
    <nav className="section-nav" aria-labelledby="section-nav-title">
      <h2 className="section-nav__title" id="section-nav-title">
        In this section
      </h2>
      <SiteLink className="section-nav__root" href={section.uri} aria-current={section.current ? "page" : undefined}>
        {section.title}
      </SiteLink>
      <Links links={section.children} level={2} />
    </nav>
  );
}
