import { SiteLink } from "@/components/link/SiteLink";
import { RichText } from "@/components/rich-text/RichText";
import type { CourseStructure as Structure, StructureUnit } from "@/mapping/course/structure";

function UnitList({ units, label }: { units: StructureUnit[]; label?: string }) {
  return (
    <ul className="structure-units" aria-label={label}>
      {units.map((u) => (
        <li key={u.id} className="structure-units__item">
          <SiteLink href={u.href} className="structure-units__link">
            {u.code && <span className="structure-units__code">{u.code}</span>}
            <span className="structure-units__title">{u.title}</span>
          </SiteLink>
          <span className="structure-units__meta">
            {[u.creditPoints !== null ? `${u.creditPoints} credit points` : null, u.periods.join(", ") || null].filter(Boolean).join(" · ")}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The course unit by unit: its own units by year and block, then its core, majors and minors, each a link. */
export function CourseStructure({ structure, html }: { structure: Structure | null; html: string }) {
  if (!structure && !html) return null;
  return (
    <section className="page-section course-structure" aria-labelledby="course-structure">
      <h2 id="course-structure">Course structure</h2>
      {html && <RichText html={html} />}
      {structure?.years.map((year) => (
        <div key={year.label} className="course-structure__year">
          <h3>{year.label}</h3>
          <UnitList units={year.units} />
        </div>
      ))}
      {structure && structure.sets.length > 0 && (
        <div className="course-structure__sets">
          <h3>Core, majors and minors</h3>
          {structure.sets.map((set) => (
            <details key={set.id} className="structure-set">
              <summary>
                <span className="structure-set__type">{set.setType}</span> {set.title}
                {set.creditPoints !== null && <span className="structure-set__points"> · {set.creditPoints} credit points</span>}
              </summary>
              {set.units.length > 0 && <UnitList units={set.units} label={`Units of ${set.title}`} />}
              <p>
                <SiteLink href={set.href}>More about {set.title}{set.code ? ` (${set.code})` : ""}</SiteLink>
              </p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
