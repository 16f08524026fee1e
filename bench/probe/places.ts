/** Where the site echoes what a visitor typed: each turns one payload into the addresses that carry it. */
const STUDENTS = "/study-at-yu/international-students/chat-with-our-students";
const QUIZ = "/study-at-yu/course-discovery-quiz";
const enc = encodeURIComponent;

export const REFLECTING_PLACES: { name: string; urls: (payload: string) => string[] }[] = [
  { name: "site search", urls: (p) => [`/search?q=${enc(p)}`, `/search?query=${enc(p)}&page=${enc(p)}`] },
  { name: "course finder", urls: (p) => [`/course-discovery?q=${enc(p)}&${enc("f.Study area|studyArea")}=${enc(p)}&sort=${enc(p)}`] },
  { name: "scholarship finder", urls: (p) => [`/scholarships?q=${enc(p)}&sort=${enc(p)}`] },
  { name: "student filters", urls: (p) => [`${STUDENTS}?area=${enc(p)}&campus=${enc(p)}&country=${enc(p)}&language=${enc(p)}&ask=${enc(p)}`] },
  { name: "course quiz", urls: (p) => [`${QUIZ}?step=2&interests=${enc(p)}`, `${QUIZ}?result=1&interests=${enc(p)}&${enc(p)}=1`] },
  { name: "sign-in page", urls: (p) => [`/login?destination=${enc(p)}&reason=${enc(p)}`] },
  { name: "path segment", urls: (p) => [`/${enc(p)}`, `/courses/${enc(p)}`, `/search/results/${enc(p)}`] },
];

/** Paths that redirect, for each open-redirect payload (raw: sent byte for byte, not normalised by a URL parser). */
export function redirectingPaths(payload: string): string[] {
  const p = enc(payload);
  return [`/login?destination=${p}`, `/search?q=${p}&url=${p}`, `/${payload}`, `/${payload}/`, `/${p}/`, `/preview/${p}`,
    `${QUIZ}?step=${p}`, `${QUIZ}/${p}`, `/course-discovery?q=${p}&redirect=${p}`];
}

/** Absolute-form request lines and `//host` paths (RFC 9112 §3.2.2), each a redirect waiting to happen. */
export const OFF_SITE_TARGETS = ["http://evil.example/about-yu/", "http://evil.example/", "https://evil.example/about-yu",
  "//evil.example/about-yu/", "//evil.example/", "///evil.example/about-yu/", "//evil.example/%2e%2e/about-yu/", "/\\evil.example/about-yu/"];
