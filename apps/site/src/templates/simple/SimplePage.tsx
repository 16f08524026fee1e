import { LinkList } from "@/components/link/LinkList";
import type { LinkModel } from "@/mapping/link";
import { SiteWebform } from "@/templates/webform/SiteWebform";
import type { WebformSchema } from "@/mapping/webform/field-schema";
import { PageHeader } from "@/components/page/PageHeader";

export interface SimplePageProps {
  title: string;
  intro: string;
  links: LinkModel[];
  webform?: WebformSchema | null;
}

/** Fixed pages of the route table: a title, an introduction, a form where it belongs, and where to go next. */
export function SimplePage({ title, intro, links, webform }: SimplePageProps) {
  return (
    <div className="simple-page">
      <PageHeader title={title} summary={intro} />
      <div className="container page-body">
        {webform && <SiteWebform form={webform} />}
        {links.length > 0 && (
          <nav aria-label="Where to next">
            <LinkList links={links} />
          </nav>
        )}
      </div>
    </div>
  );
}
