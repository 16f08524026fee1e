import { SiteLink } from "@/components/link/SiteLink";
import type { ContentPageView } from "@/mapping/content-page";
import { FactList, PageShell, TagList } from "../shell/PageShell";
import { PageTemplate } from "../page/PageTemplate";
import { RichText } from "@/components/rich-text/RichText";

/** A person: portrait beside the name and role, expertise and contact beside the biography. */
export function ProfileTemplate({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  const d = view.detail;
  if (d.type !== "profile") return <PageTemplate view={view} aside={aside} />;
  const img = view.featuredImage;
  const portrait = img ? (
    // eslint-disable-next-line @next/next/no-img-element -- content images come sized from the CMS.
    <img className="profile-portrait" src={img.src} alt={img.alt} width={img.width} height={img.height} fetchPriority="high" />
  ) : null;
  const facts = (
    <FactList
      title="Profile"
      facts={[
        ["Role", d.role],
        ["Profile type", d.kind],
        ["Expertise", d.expertise.length > 0 ? <ul>{d.expertise.map((e) => <li key={e}>{e}</li>)}</ul> : null],
        ["Email", d.email ? <SiteLink href={`mailto:${d.email}`}>{d.email}</SiteLink> : null],
      ]}
    />
  );
  return (
    <PageShell view={view} meta={d.role ? <p>{d.role}</p> : null} headerAside={portrait} facts={facts} aside={aside}>
      <RichText className="prose page-intro" html={view.introHtml} />
      <RichText className="prose" html={view.bodyHtml} />
      <TagList tags={view.tags} />
    </PageShell>
  );
}
