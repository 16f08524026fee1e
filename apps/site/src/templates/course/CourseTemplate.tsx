import { LinkList } from "@/components/link/LinkList";
import { SiteLink } from "@/components/link/SiteLink";
import { Icon } from "@/components/icons/Icon";
import { SaveCourseButton } from "@/features/shortlist/SaveCourseButton.client";
import type { ContentPageView } from "@/mapping/content-page";
import { FactList, FeaturedImage, PageShell, RichSection } from "../shell/PageShell";
import { PageTemplate } from "../page/PageTemplate";

const joined = (xs: string[]) => (xs.length > 0 ? xs.join(", ") : null);

/** A course: key facts beside overview, careers, entry requirements, structure and fees, for one audience. */
export function CourseTemplate({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  const d = view.detail;
  if (d.type !== "course") return <PageTemplate view={view} aside={aside} />;
  const f = d.facts;
  const meta = <p>{[f.levelLabel, f.code].filter(Boolean).join(" · ")}</p>;
  const facts = (
    <div>
      <FactList
        title="Key facts"
        facts={[
          ["Study level", f.levelLabel],
          ["Course code", f.code],
          ["CRICOS code", d.cricosCode],
          ["Duration", f.duration],
          ["Credit points", f.creditPoints === null ? null : String(f.creditPoints)],
          ["Next intake", f.nextIntake],
          ["Intakes", f.intakes.length > 1 ? joined(f.intakes) : null],
          ["Study mode", joined(f.studyModes)],
          ["Delivery", joined(f.deliveryModes)],
          ["Campuses", joined(f.campuses)],
          [d.audience === "international" ? "Indicative international fee" : "Indicative fee", d.fees?.amount ?? null],
        ]}
      />
      {d.otherAudience && (
        <SiteLink className="audience-switch" href={d.otherAudience.href}>
          {d.otherAudience.label}
          <Icon name="arrow-right" />
        </SiteLink>
      )}
    </div>
  );
  return (
    <PageShell view={view} meta={meta} facts={facts} aside={aside}
      headerAside={f.code ? <SaveCourseButton course={{ code: f.code, title: view.title, url: d.path, level: f.levelLabel }} /> : null}>
      <FeaturedImage view={view} />
      <RichSection id="course-overview" title="Overview" html={d.overviewHtml || view.bodyHtml} />
      <RichSection id="course-careers" title="Careers" html={d.careersHtml} />
      <RichSection id="course-entry" title="Entry requirements" html={d.entryHtml} />
      <RichSection id="course-structure" title="Course structure" html={d.structureHtml} />
      {d.fees && (
        <section className="page-section" aria-labelledby="course-fees">
          <h2 id="course-fees">{d.audience === "international" ? "Fees for international students" : "Fees"}</h2>
          <p className="prose">{d.fees.text}</p>
        </section>
      )}
      {d.studyAreas.length > 0 && (
        <section className="page-section" aria-labelledby="course-areas">
          <h2 id="course-areas">Study areas</h2>
          <LinkList links={d.studyAreas} />
        </section>
      )}
    </PageShell>
  );
}
