import type { LinkModel } from "@/mapping/link";

/** What a search page says when nothing matched: its words, what to try instead (`children`), and where else to go. */
export function SearchEmpty({ title, links, children }: { title: string; links: LinkModel[]; children: React.ReactNode }) {
  return (
    <div className="search-empty">
      <h2 className="search-empty__title">{title}</h2>
      <p>You could:</p>
      <ul>
        {children}
        {links.map((l) => (
          <li key={l.uri}>
            <a href={l.uri}>{l.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
