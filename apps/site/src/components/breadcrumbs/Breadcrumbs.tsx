import { SiteLink } from "@/components/link/SiteLink";
import type { Crumb } from "@/mapping/navigation/breadcrumb-trail";

/** The trail to the current page; nothing on a page that is its own only crumb. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${i}-${c.title}`}>
            {c.href ? <SiteLink href={c.href}>{c.title}</SiteLink> : <span aria-current="page">{c.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
