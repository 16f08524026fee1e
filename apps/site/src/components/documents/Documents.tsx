import type { DocumentView } from "@/mapping/documents";

/** A page's downloadable documents: name, type and size (spec §3 mapping outputs "documents"). */
export function Documents({ documents, title = "Documents" }: { documents: DocumentView[]; title?: string }) {
  if (documents.length === 0) return null;
  return (
    <section className="component documents" aria-labelledby="page-documents">
      <h2 id="page-documents">{title}</h2>
      <ul className="documents__list">
        {documents.map((d) => {
          const details = [d.extension, d.size].filter(Boolean).join(", ");
          return (
            <li key={d.id} className="documents__item">
              <svg className="documents__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M14 3H6v18h12V7zM14 3v4h4M9 12h6M9 16h6" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="documents__text">
                <a href={d.url} download={d.extension ? undefined : true}>
                  {d.name}
                  {details && <span className="visually-hidden"> ({details})</span>}
                </a>
                {details && <span className="documents__meta" aria-hidden="true">{details}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
