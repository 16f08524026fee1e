import { LinkList } from "@/components/link/LinkList";
import { SiteLink } from "@/components/link/SiteLink";
import { Icon } from "@/components/icons/Icon";
import { config } from "@/config/env";
import { JourneyClicks } from "@/features/analytics/JourneyClicks.client";
import { SaveCourseButton } from "@/features/shortlist/SaveCourseButton.client";
import type { ContentPageView } from "@/mapping/content-page";
import { courseDatesCalendarHref, enquireHref } from "@/routing/course-action-paths";
import { FactList, FeaturedImage, PageShell, RichSection } from "../shell/PageShell";
import { PageTemplate } from "../page/PageTemplate";
import { ApplyHint, CourseActions } from "./CourseActions";
import { CourseApply } from "./CourseApply";
import { CourseEntry } from "./CourseEntry";
import { CourseFees } from "./CourseFees";
import { CourseKeyDates } from "./CourseKeyDates";
import { CourseScholarships } from "./CourseScholarships";
import { CourseStructure } from "./CourseStructure";
import "./course.css";

const joined = (xs: string[]) => (xs.length > 0 ? xs.join(", ") : null);

/**
 * A course for one audience: what a student needs to decide (key facts, dates, entry, structure, fees) and to
 * act (apply and enquire at the top, again where the reader finishes, and in a bar that stays on a phone's screen).
 */
export function CourseTemplate({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  const d = view.detail;
  if (d.type !== "course") return <PageTemplate view={view} aside={aside} />;
  const f = d.facts;
  const enquire = f.code ? enquireHref(f.code, d.audience) : null;
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
          ["Lowest selection rank", d.entry?.lowestRank ?? null],
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
  const save = f.code ? <SaveCourseButton course={{ code: f.code, title: view.title, url: d.path, level: f.levelLabel }} /> : null;
  return (
    <PageShell view={view} meta={meta} facts={facts} aside={aside}
      headerAside={
        <div className="course-header-actions">
          <CourseActions apply={d.apply} enquireHref={enquire} courseCode={f.code} place="top">{save}</CourseActions>
          <ApplyHint apply={d.apply} />
          {!d.apply && !enquire && save}
        </div>
      }>
      <FeaturedImage view={view} />
      <RichSection id="course-overview" title="Overview" html={d.overviewHtml || view.bodyHtml} />
      <CourseKeyDates dates={d.applicationDates} calendarHref={courseDatesCalendarHref(d.uuid, d.audience)} />
      <CourseEntry entry={d.entry} html={d.entryHtml} />
      <CourseStructure structure={d.structure} html={d.structureHtml} />
      <CourseFees fees={d.feeFigures} text={d.fees?.text ?? null} audience={d.audience} courseCode={f.code} />
      <CourseScholarships scholarships={d.scholarships} />
      <RichSection id="course-careers" title="Careers" html={d.careersHtml} />
      <CourseApply apply={d.apply} enquireHref={enquire} courseCode={f.code} />
      {d.studyAreas.length > 0 && (
        <section className="page-section" aria-labelledby="course-areas">
          <h2 id="course-areas">Study areas</h2>
          <LinkList links={d.studyAreas} />
        </section>
      )}
      <p className="print-only course-print-address">
        This course guide is printed from {config().siteOrigin}{d.path}. Fees and dates are indicative: check the page for the latest.
      </p>
      <CourseActions apply={d.apply} enquireHref={enquire} courseCode={f.code} place="bar" />
      <JourneyClicks audience={d.audience} />
    </PageShell>
  );
}
