import { LinkList } from "@/components/link/LinkList";
import type { LinkModel } from "@/mapping/link";
import { SEARCH_UNAVAILABLE } from "./messages";

/** Where to go instead of (or before) searching. */
export function WhereToStart({ links, title }: { links: LinkModel[]; title: string }) {
  return (
    <nav className="search-start" aria-label={title}>
      <h2 className="search-start__title">{title}</h2>
      <LinkList links={links} />
    </nav>
  );
}

/** The search service could not answer: say so, and offer the way round. */
export function SearchUnavailableNotice({ links }: { links: LinkModel[] }) {
  return (
    <>
      <p className="search-alert" role="alert">
        {SEARCH_UNAVAILABLE}
      </p>
      <WhereToStart links={links} title="Find your way" />
    </>
  );
}
