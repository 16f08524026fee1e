export function PageHeader({ title, summary, meta }: { title: string; summary?: string | null; meta?: string | null }) {
  return (
    <div className="page-header">
      <div className="container">
        <h1 className="page-title">{title}</h1>
        {summary && <p className="page-header__summary">{summary}</p>}
        {meta && <p className="page-header__meta">{meta}</p>}
      </div>
    </div>
  );
}
