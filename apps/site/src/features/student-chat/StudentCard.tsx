import { SiteLink } from "@/components/link/SiteLink";
import type { StudentProfileView } from "@/mapping/student-profiles/student-profile";
import { AskStudentForm } from "./AskStudentForm";
import type { AskRetry } from "./students-view";

/** "Linh Nguyen" → "LN": the picture of a student without a photo. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** One student: who they are and what they study, in their words, and a form to ask them a question. */
export function StudentCard({ profile, back, startedAt, retry, productName }: {
  profile: StudentProfileView;
  back: string;
  startedAt: number;
  /** The visitor's question to this student that could not be sent yet (the form opens with it). */
  retry: AskRetry | null;
  productName: string;
}) {
  const headingId = `student-${profile.id}-name`;
  const facts: [string, React.ReactNode][] = [];
  if (profile.course) facts.push(["Studies", <SiteLink key="course" href={profile.course.href}>{profile.course.title}</SiteLink>]);
  if (profile.campus) facts.push(["Campus", profile.campus.label]);
  if (profile.country) facts.push(["From", profile.country.label]);
  if (profile.languages.length > 0) facts.push(["Speaks", profile.languages.map((l) => l.label).join(", ")]);
  return (
    <li className="student-card">
      <article className="student-card__body" aria-labelledby={headingId}>
        <div className="student-card__head">
          {profile.photo ? (
            // Beside the name it shows, so it needs no words of its own.
            // eslint-disable-next-line @next/next/no-img-element -- content images come sized from the CMS.
            <img className="student-card__avatar student-card__avatar--photo" src={profile.photo.src} alt="" width={56} height={56} loading="lazy" decoding="async" />
          ) : (
            <span className="student-card__avatar" aria-hidden="true">
              {initialsOf(profile.name)}
            </span>
          )}
          <h3 id={headingId} className="student-card__name">
            {profile.name}
          </h3>
        </div>
        {profile.quote && (
          <blockquote className="student-card__quote">
            <p>{profile.quote}</p>
          </blockquote>
        )}
        {facts.length > 0 && (
          <dl className="student-card__facts">
            {facts.map(([term, value]) => (
              <div key={term} className="student-card__fact">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {profile.bio && <p className="student-card__bio">{profile.bio}</p>}
        <details className="student-ask" open={retry !== null}>
          <summary className="student-ask__summary">Ask {profile.name} a question</summary>
          <AskStudentForm profileId={profile.id} name={profile.name} back={back} startedAt={startedAt} retry={retry} productName={productName} />
        </details>
      </article>
    </li>
  );
}
