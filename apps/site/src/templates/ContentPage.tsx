import { DO_NOT_TRACK_META } from "@/features/analytics/tracking-allowed";
import type { ContentPageView } from "@/mapping/content-page";
import { loadPageTemplate } from "@/templates/load-template";
import { resolveTemplate } from "@/templates/registry";
// Loaded with the dispatcher, not only with each template chunk: Next attaches the CSS of a dynamically
// imported server module shared by several templates to the first of them only.

/** Any content page in its default view: the registry picks the template of its content type. */
export async function ContentPage({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  const { name } = resolveTemplate(view.contentType);
  const Template = await loadPageTemplate(name);
  return (
    <>
      {/* React places it in the head; the analytics read it (features/analytics). */}
      {view.doNotTrack && <meta name={DO_NOT_TRACK_META} content="true" />}
      <Template view={view} aside={aside} />
    </>
  );
}
