import { SiteLink } from "@/components/link/SiteLink";
import { PageHeader } from "@/components/page/PageHeader";
import { AudienceToggle } from "@/components/link-switch/AudienceToggle";
import { Paragraphs } from "@/templates/paragraphs/Paragraphs";
import type { StudyAreasIndexView } from "@/resolve/loaded-page";
import "@/components/link-switch/link-switch.css";
import "./study-areas.css";

const idOf = (slug: string) => `area-${slug}`;

/** The ten study areas for one audience, each with its study levels and their interest areas (spec §3). */
export function StudyAreasPage({ view }: { view: StudyAreasIndexView }) {
  const international = view.audience === "international";
  return (
    <div className="study-areas">
      <PageHeader
        title="Browse study areas"
        summary={international
          ? "Courses open to international students on a student visa, by study area and level. Choose an interest area to see its courses."
          : "From a first degree to a TAFE certificate or a short course: choose an interest area to see its courses."}
      />
      <div className="container page-body">
        <div className="study-areas__controls">
          <AudienceToggle current={view.audience} links={view.links} />
          <p className="study-areas__other">
            Not sure yet? <SiteLink href={view.links.quiz}>Take the course discovery quiz</SiteLink>, search the{" "}
            <SiteLink href={view.links.finder}>course finder</SiteLink> or see <SiteLink href={view.links.atoz}>all courses A to Z</SiteLink>.
          </p>
        </div>
        <ul className="study-areas__list">
          {view.areas.map((area) => (
            <li key={area.slug}>
              <section className="study-area-card" aria-labelledby={idOf(area.slug)}>
                <h2 id={idOf(area.slug)}>
                  <SiteLink href={`${view.links.domestic.split("?")[0]}/${area.slug}`}>{area.label}</SiteLink>
                </h2>
                {area.studyLevels.map((level) => (
                  <div key={level.filter} className="study-area-card__level">
                    <h3>{level.label}</h3>
                    <ul>
                      {level.interestAreas.map((interest) => (
                        <li key={interest.url}>
                          <SiteLink href={interest.url}>
                            {interest.label}
                            <span className="visually-hidden">, {level.label.toLowerCase()} courses in {area.label}</span>
                          </SiteLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            </li>
          ))}
        </ul>
        {view.components.length > 0 && (
          <div className="study-areas__more">
            <Paragraphs items={view.components} />
          </div>
        )}
      </div>
    </div>
  );
}
