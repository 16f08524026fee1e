import { ScholarshipCard } from "@/components/scholarship/ScholarshipCard";
import { SiteLink } from "@/components/link/SiteLink";
import { Icon } from "@/components/icons/Icon";
import type { CourseScholarships as CourseScholarshipsView } from "@/mapping/types/course";

/** "Scholarships you could apply for": the first few open ones for this course and audience, and all of them in the finder. */
export function CourseScholarships({ scholarships }: { scholarships: CourseScholarshipsView | null }) {
  if (scholarships === null) return null;
  const { cards, total, href } = scholarships;
  return (
    <section className="page-section course-scholarships" aria-labelledby="course-scholarships">
      <h2 id="course-scholarships">Scholarships you could apply for</h2>
      <ul className="card-grid course-scholarships__cards">
        {cards.map((card) => (
          <li key={card.key}>
            <ScholarshipCard card={card} />
          </li>
        ))}
      </ul>
      <p>
        <SiteLink className="course-scholarships__all" href={href}>
          {total === 1 ? "See the 1 scholarship for this course" : `See all ${total} scholarships for this course`}
          <Icon name="arrow-right" />
        </SiteLink>
      </p>
    </section>
  );
}
