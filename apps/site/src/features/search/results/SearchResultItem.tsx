import type { SearchResultView } from "@/mapping/search-results";
import type { TextSegment } from "@/mapping/search-highlight";

/** A summary with the searched words marked: text nodes and <mark> only, never markup from the service. */
function MarkedText({ segments }: { segments: TextSegment[] }) {
  return segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text));
}

export function Crumbs({ crumbs }: { crumbs: string[] }) {
  return (
    <p className="search-result__url">
      {crumbs.map((c, i) => (
        <span key={i}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          {i > 0 && <span className="visually-hidden">/</span>}
          {c}
        </span>
      ))}
    </p>
  );
}

/** One result: kind, title link, address, summary, key facts. */
export function SearchResultItem({ result }: { result: SearchResultView }) {
  const external = /^https?:/i.test(result.href);
  return (
    <li className="search-result">
      <article>
        <p className="search-result__kind">{result.kind}</p>
        <h3 className="search-result__title">
          <a href={result.href} {...(external ? { rel: "noopener" } : {})}>
            {result.title}
          </a>
        </h3>
        <Crumbs crumbs={result.crumbs} />
        {result.summary.length > 0 && (
          <p className="search-result__summary">
            <MarkedText segments={result.summary} />
          </p>
        )}
        {result.facts.length > 0 && (
          <dl className="search-result__facts">
            {result.facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {result.notice && <p className="search-result__notice">{result.notice}</p>}
      </article>
    </li>
  );
}
