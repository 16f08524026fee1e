import { Documents } from "@/components/documents/Documents";
import { Paragraphs } from "@/templates/paragraphs/Paragraphs";
import type { ContentPageView } from "@/mapping/content-page";
import { FeaturedImage, PageShell, TagList } from "../shell/PageShell";
import { RichText } from "@/components/rich-text/RichText";

/** Landing pages, basic pages, microsite pages and every type without a page of its own (the safe fallback). */
export function PageTemplate({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  const quote = view.detail.type === "page" ? view.detail.quote : null;
  return (
    <PageShell view={view} aside={aside}>
      <FeaturedImage view={view} />
      <RichText className="prose page-intro" html={view.introHtml} />
      {quote && <blockquote className="quote">{quote}</blockquote>}
      <RichText className="prose" html={view.bodyHtml} />
      <Paragraphs items={view.components} />
      <Documents documents={view.documents} />
      <TagList tags={view.tags} />
    </PageShell>
  );
}
