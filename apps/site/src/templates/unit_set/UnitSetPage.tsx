import { PageHeader } from "@/components/page/PageHeader";
import type { UnitSetView } from "@/mapping/types/unit-set";
import { CatalogueLinkList, KeyFacts, Section, facts } from "../catalogue/CatalogueParts";
import { RichText } from "@/components/rich-text/RichText";

/** The unit set page (`/unitsets/{CODE}`): a major, minor, specialisation or core, its units and courses. */
export function UnitSetPage({ view }: { view: UnitSetView }) {
  const kind = view.setType?.toLowerCase() ?? "unit set";
  return (
    <article className="content-page content-page--unit_set catalogue-page">
      <PageHeader title={view.title} summary={view.summary} meta={[view.setType, view.code].filter(Boolean).join(" · ") || null} />
      <div className="container page-body">
        <KeyFacts
          label="Unit set details"
          facts={facts([
            ["Code", view.code],
            ["Type", view.setType],
            ["Credit points", view.creditPoints],
            ["Units", view.units.length || null],
            ["Study area", view.studyArea],
          ])}
        />
        <div className="catalogue-page__main">
          {view.overviewHtml && (
            <Section id="unitset-overview" title="Overview">
              <RichText html={view.overviewHtml} />
            </Section>
          )}
          <Section id="unitset-units" title={`Units in this ${kind}`}>
            {view.units.length > 0 ? <CatalogueLinkList links={view.units} /> : <p className="catalogue-none">The units of this {kind} are not listed yet.</p>}
          </Section>
          {view.courses.length > 0 && (
            <Section id="unitset-courses" title={`Courses that offer this ${kind}`}>
              <CatalogueLinkList links={view.courses} />
            </Section>
          )}
        </div>
      </div>
    </article>
  );
}
