import type { ContentPageView } from "@/mapping/content-page";
import { FeaturedImage, PageShell, TagList } from "../shell/PageShell";
import { PageTemplate } from "../page/PageTemplate";
import { RichText } from "@/components/rich-text/RichText";

/** A news article: date and category under the title, standfirst, byline, body and tags. */
export function NewsTemplate({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  const d = view.detail;
  if (d.type !== "news") return <PageTemplate view={view} aside={aside} />;
  const meta = (
    <p>
      {d.date && <time dateTime={d.date}>{d.dateLabel}</time>}
      {d.date && d.categories.length > 0 && " · "}
      {d.categories.join(", ")}
    </p>
  );
  const byline = [d.author && `By ${d.author}`, d.location].filter(Boolean).join(" · ");
  return (
    <PageShell view={view} meta={meta} aside={aside}>
      <FeaturedImage view={view} />
      <RichText className="prose page-intro" html={view.introHtml} />
      {byline && <p className="byline">{byline}</p>}
      <RichText className="prose" html={view.bodyHtml} />
      <TagList tags={view.tags} />
    </PageShell>
  );
}
