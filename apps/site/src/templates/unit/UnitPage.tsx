import { PageHeader } from "@/components/page/PageHeader";
import type { UnitView } from "@/mapping/types/unit";
import { CatalogueLinkList, KeyFacts, Section, facts } from "../catalogue/CatalogueParts";
import { RichText } from "@/components/rich-text/RichText";

/** The unit page (`/units/{CODE}`): key facts beside overview, outcomes, assessment and where it leads. */
export function UnitPage({ view }: { view: UnitView }) {
  const totalWeight = view.assessments.reduce((sum, a) => sum + (a.weight ?? 0), 0);
  return (
    <article className="content-page content-page--unit catalogue-page">
      <PageHeader title={view.title} summary={view.summary} meta={view.code ? `Unit code ${view.code}` : null} />
      <div className="container page-body">
        <KeyFacts
          label="Unit details"
          facts={facts([
            ["Unit code", view.code],
            ["Credit points", view.creditPoints],
            ["Year level", view.level],
            ["Study level", view.studyLevel],
            ["Study area", view.studyArea],
            ["When you can study it", view.studyPeriods.join(", ")],
            ["Where", view.locations.join(", ")],
          ])}
        />
        <div className="catalogue-page__main">
          {view.overviewHtml && (
            <Section id="unit-overview" title="Overview">
              <RichText html={view.overviewHtml} />
            </Section>
          )}
          {view.learningOutcomes.length > 0 && (
            <Section id="unit-outcomes" title="Learning outcomes">
              <p>On successful completion of this unit, you will be able to:</p>
              <ol className="catalogue-outcomes">
                {view.learningOutcomes.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ol>
            </Section>
          )}
          {view.assessments.length > 0 && (
            <Section id="unit-assessment" title="Assessment">
              <table className="catalogue-table">
                <thead>
                  <tr>
                    <th scope="col">Type</th>
                    <th scope="col">Description</th>
                    <th scope="col" className="catalogue-table__weight">Weight</th>
                  </tr>
                </thead>
                <tbody>
                  {view.assessments.map((a, i) => (
                    <tr key={`${a.type}-${i}`}>
                      <th scope="row">{a.type}</th>
                      <td>{a.description}</td>
                      <td className="catalogue-table__weight">{a.weight !== null ? `${a.weight}%` : "–"}</td>
                    </tr>
                  ))}
                </tbody>
                {totalWeight > 0 && (
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>Total</th>
                      <td className="catalogue-table__weight">{totalWeight}%</td>
                    </tr>
                  </tfoot>
                )}
              </table>
            </Section>
          )}
          <Section id="unit-prerequisites" title="Prerequisites">
            {view.prerequisites.length > 0 ? <CatalogueLinkList links={view.prerequisites} /> : <p className="catalogue-none">This unit has no prerequisites.</p>}
          </Section>
          {view.courses.length > 0 && (
            <Section id="unit-courses" title="Courses that include this unit">
              <CatalogueLinkList links={view.courses} />
            </Section>
          )}
          {view.unitSets.length > 0 && (
            <Section id="unit-sets" title="Majors, minors and cores that include this unit">
              <CatalogueLinkList links={view.unitSets} />
            </Section>
          )}
        </div>
      </div>
    </article>
  );
}
