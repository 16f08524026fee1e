import type { LinkModel } from "@/mapping/link";
import { SiteLink } from "./SiteLink";

/** A plain list of links, one a line, each a comfortable target. */
export function LinkList({ links }: { links: LinkModel[] }) {
  return (
    <ul className="link-list">
      {links.map((l) => (
        <li key={l.uri}>
          <SiteLink href={l.uri}>{l.title}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
