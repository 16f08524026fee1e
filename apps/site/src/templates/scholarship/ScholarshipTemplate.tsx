import { SiteLink } from "@/components/link/SiteLink";
import { RichText } from "@/components/rich-text/RichText";
import { ScholarshipDate } from "@/components/scholarship/ScholarshipDate";
import { SiteWebform } from "@/templates/webform/SiteWebform";
import type { ContentPageView } from "@/mapping/content-page";
import type { ScholarshipDetail } from "@/mapping/types/scholarship";
import { scholarshipCalendarPath } from "@/routing/feed-paths";
import { FactList, PageShell } from "../shell/PageShell";
import { PageTemplate } from "../page/PageTemplate";
import "@/components/scholarship/scholarship.css";
import "./scholarship-page.css";

const APPLY_ID = "how-to-apply";
const joinedOr = (xs: string[], none: string) => (xs.length > 0 ? xs.join(", ") : none);

/** Whether applications can be made now (not closed, not yet to open). */
const applying = (d: ScholarshipDetail) => d.date.kind !== "closed" && d.date.kind !== "opens";

/** The page's primary action: the apply link, or the way down to our form; nothing when there is nothing to do now. */
function PrimaryAction({ d }: { d: ScholarshipDetail }) {
  if (!applying(d)) return null;
  if (d.apply) {
    return (
      // Short beside the title; the link's own words (which name the scholarship) are in How to apply.
      <SiteLink className="button button--primary scholarship-apply" href={d.apply.url}>
        Apply now
      </SiteLink>
    );
  }
  if (d.webform) {
    return (
      <a className="button button--primary scholarship-apply" href={`#${APPLY_ID}`}>
        Apply with our form
      </a>
    );
  }
  return null;
}

/** How to apply: by selection, by where applications stand, then the link or our form. */
function HowToApply({ d }: { d: ScholarshipDetail }) {
  const automatic = d.selection === "Automatic";
  return (
    <section className="page-section scholarship-apply-section" aria-labelledby={APPLY_ID}>
      <h2 id={APPLY_ID}>How to apply</h2>
      {d.date.kind === "closed" && <p>Applications for this round have closed{d.closesLabel ? ` (they closed on ${d.closesLabel})` : ""}. Check back for the next round.</p>}
      {d.date.kind === "opens" && <p>Applications open on {d.opensLabel}{d.closesLabel ? ` and close on ${d.closesLabel}` : ""}.</p>}
      {applying(d) && automatic && (
        <p>You don&apos;t need to apply: eligible students are considered automatically{d.apply || d.webform ? ", but you may need to confirm your details below" : ""}.</p>
      )}
      {applying(d) && !automatic && (
        <p>
          Apply {d.closesLabel ? <>by <strong>{d.closesLabel}</strong> (applications close at 11:59 pm Melbourne time)</> : "at any time"}
          {d.apply ? "." : d.webform ? " with the form below." : ": contact us to apply."}
        </p>
      )}
      {applying(d) && d.apply && (
        <p>
          <SiteLink className="button button--primary" href={d.apply.url}>
            {d.apply.text}
          </SiteLink>
        </p>
      )}
      {applying(d) && d.webform?.form && (
        <div className="scholarship-apply-form">
          <SiteWebform form={d.webform.form} />
        </div>
      )}
    </section>
  );
}

/**
 * A scholarship: its value first, who it is for and where its applications stand, then what it is, who is eligible
 * (a checklist), how to apply (the page's primary action), and the courses it is for.
 */
export function ScholarshipTemplate({ view, aside }: { view: ContentPageView; aside?: React.ReactNode }) {
  const d = view.detail;
  if (d.type !== "scholarship") return <PageTemplate view={view} aside={aside} />;
  const calendar = d.date.closes && d.date.kind !== "closed" ? scholarshipCalendarPath(d.uuid) : null;
  const meta = (
    <div className="scholarship-header">
      {d.valueText && <p className="scholarship-header__value">{d.valueText}</p>}
      <p className="scholarship-header__for">{d.audience}</p>
    </div>
  );
  const facts = (
    <div>
      <FactList
        title="Key facts"
        facts={[
          ["Value", d.valueText],
          ["Duration", d.durationYears ? `Up to ${d.durationYears} year${d.durationYears === 1 ? "" : "s"}` : null],
          ["Support", d.support],
          ["Who it is for", d.audience],
          ["Study level", joinedOr(d.studyLevels, "Any study level")],
          ["Study area", joinedOr(d.studyAreas, "Any study area")],
          ["Equity group", d.equityGroups.join(", ")],
          ["Year of study", d.yearOfStudy],
          ["Selection", d.selection],
          ["Number of awards", d.awards === null ? null : String(d.awards)],
          ["Applications open", d.opensLabel ? <time dateTime={d.date.opens ?? undefined}>{d.opensLabel}</time> : null],
          ["Applications close", d.closesLabel ? <time dateTime={d.date.closes ?? undefined}>{d.closesLabel}</time> : "Always open"],
        ]}
      />
      {calendar && (
        // A file for the visitor's calendar, not a page: a plain link the browser downloads.
        <p className="scholarship-calendar">
          <a href={calendar} download>
            Add the closing date to your calendar (.ics)
          </a>
        </p>
      )}
    </div>
  );
  return (
    <PageShell view={view} meta={meta} facts={facts} aside={aside}
      headerAside={
        <div className="scholarship-header-actions">
          <ScholarshipDate date={d.date} />
          <PrimaryAction d={d} />
        </div>
      }>
      <RichText className="prose" html={view.bodyHtml} />
      {d.eligibility.length > 0 && (
        <section className="page-section" aria-labelledby="scholarship-eligibility">
          <h2 id="scholarship-eligibility">Who can apply</h2>
          <p>You are eligible if:</p>
          <ul className="checklist">
            {d.eligibility.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <HowToApply d={d} />
      {d.courses.length > 0 && (
        <section className="page-section" aria-labelledby="scholarship-courses">
          <h2 id="scholarship-courses">{d.courses.length === 1 ? "The course it is for" : "Courses it is for"}</h2>
          <ul className="scholarship-courses">
            {d.courses.map((c) => (
              <li key={c.href}>
                <SiteLink href={c.href}>{c.title}</SiteLink>
                <span className="scholarship-courses__level">{[c.levelLabel, c.code].filter(Boolean).join(" · ")}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageShell>
  );
}
