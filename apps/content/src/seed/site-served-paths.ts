/**
 * Paths the website answers itself (listings, fixed pages, international course variants), so a menu link
 * to one is not a dead link even though no resource has that alias. Mirrors the route table of SPEC §2.1.
 */
export function isSiteServedPath(path: string, slug: string, aliases: ReadonlySet<string>): boolean {
  const international = /^(\/courses\/.+)\/international$/.exec(path);
  if (international?.[1] !== undefined) return aliases.has(international[1]);
  const patterns = [
    `^/about-${slug}/news-events/(news|events)(/[^/]+){0,2}$`,
    `^/study-at-${slug}/courses/browse-study-areas/all-courses-a-to-z(/[^/]+)?$`,
    `^/study-at-${slug}/courses/browse-study-areas/[^/]+/[^/]+$`,
    `^/study-at-${slug}/(course-discovery-quiz|international-students/chat-with-our-students)$`,
    `^/study-at-${slug}/uniquely-${slug}(/[^/]+)?$`,
    "^/(search|login|course-discovery|scholarships|fb-template|mockContent|student-wellbeing-assistant)$",
    "^/search/(openSearchConfigs|openSearchQueries)$",
    "^/(units|unitsets)(/[^/]+)?$",
    "^/current-students/campus-life/advice-support/safer-community/online-reporting-form$",
  ];
  return patterns.some((pattern) => new RegExp(pattern).test(path));
}
