import { node, type JsonLdNode } from "./json-ld";

export interface UniversityFacts {
  name: string;
  url: string;
  logo?: string | null;
  /** The university's profiles elsewhere (social networks). */
  sameAs?: string[];
}

/** The university as schema.org's CollegeOrUniversity (home page; publisher and provider elsewhere). */
export function collegeOrUniversity(u: UniversityFacts): JsonLdNode {
  return node("CollegeOrUniversity", { name: u.name, url: u.url, logo: u.logo ?? null, sameAs: u.sameAs ?? [] });
}
