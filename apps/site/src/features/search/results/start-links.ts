import type { LinkModel } from "@/mapping/link";

/** Where a visitor can start when searching is not what they need (or not available): courses, applying, contact. */
export function searchStartLinks(slug: string): LinkModel[] {
  return [
    { title: "Browse study areas", uri: `/study-at-${slug}/courses/browse-study-areas` },
    { title: "All courses A to Z", uri: `/study-at-${slug}/courses/browse-study-areas/all-courses-a-to-z` },
    { title: "How to apply", uri: `/study-at-${slug}/how-to-apply` },
    { title: "Contact us", uri: `/about-${slug}/contact-us` },
  ];
}
