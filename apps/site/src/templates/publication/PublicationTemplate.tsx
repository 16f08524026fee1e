import { Documents } from "@/components/documents/Documents";
import type { ContentPageView } from "@/mapping/content-page";
import { Paragraphs } from "@/templates/paragraphs/Paragraphs";
import { FeaturedImage, PageShell, TagList } from "../shell/PageShell";
import { PageTemplate } from "../page/PageTemplate";
import { RichText } from "@/components/rich-text/RichText";

/** A publication: when and by whom it was published under the title, its introduction, chapters and files. */
export function PublicationTemplate({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  const d = view.detail;
  if (d.type !== "publication") return <PageTemplate view={view} aside={aside} />;
  const meta = d.date || d.authors.length > 0 ? (
    <p>
      {d.date && <>Published <time dateTime={d.date}>{d.dateLabel}</time></>}
      {d.date && d.authors.length > 0 && " · "}
      {d.authors.length > 0 && `By ${d.authors.join(", ")}`}
    </p>
  ) : undefined;
  return (
    <PageShell view={view} meta={meta} aside={aside}>
      <FeaturedImage view={view} />
      <RichText className="prose page-intro" html={view.introHtml} />
      <RichText className="prose" html={view.bodyHtml} />
      <Paragraphs items={view.components} />
      <Documents documents={view.documents} />
      <TagList tags={view.tags} />
    </PageShell>
  );
}
