import type { LinkModel } from "@/mapping/link";
import type { FixedPage } from "@/routing/types";

interface FixedContent {
  title: string;
  intro: string;
  links: LinkModel[];
  /** The machine name of the web form the page shows (spec §2.1 online reporting form). */
  webformId?: string;
}

/** The fixed pages shown as a title, an intro and links (the search results template, the course finder and the style guide have their own views). */
export type SimpleFixedPage = Exclude<FixedPage, "fb-template" | "course-discovery" | "mockContent">;

/** Titles and orientation links of the fixed pages of spec §2.1; their tools arrive with later features. */
export function fixedPageContent(
  match: { kind: "fixed"; page: SimpleFixedPage },
  slug: string,
  productName: string,
): FixedContent {
  const browse = { title: "Browse study areas", uri: `/study-at-${slug}/courses/browse-study-areas` };
  const atoz = { title: "All courses A to Z", uri: `/study-at-${slug}/courses/browse-study-areas/all-courses-a-to-z` };
  const contact = { title: "Contact us", uri: `/about-${slug}/contact-us` };
  const pages: Record<SimpleFixedPage, FixedContent> = {
    "student-wellbeing-assistant": { title: "Student wellbeing assistant", intro: "Find support for your health, safety and wellbeing, any time of day.", links: [{ title: "Advice and support", uri: "/current-students/campus-life/advice-support" }] },
    "course-discovery-quiz": { title: "Course discovery quiz", intro: "Answer a few questions about what you enjoy and we'll suggest courses to explore.", links: [browse, atoz] },
    "chat-with-our-students": { title: "Chat with our students", intro: `Ask current international students about life and study at ${productName}.`, links: [{ title: "International students", uri: `/study-at-${slug}/international-students` }] },
    "online-reporting-form": { title: "Online reporting form", intro: "Report an incident of sexual harm, harassment, bullying or discrimination, anonymously if you prefer.", links: [{ title: "Safer community", uri: "/current-students/campus-life/advice-support/safer-community" }, contact], webformId: "online_reporting" },
  };
  return pages[match.page];
}
