/** A course as the shortlist keeps it: enough to list and link it without asking the content service. */
export interface ShortlistCourse {
  code: string;
  title: string;
  /** The course page's path on this site (`/courses/…`, or its `/international` variant). */
  url: string;
  /** Study level label ("Undergraduate"). */
  level?: string;
}
