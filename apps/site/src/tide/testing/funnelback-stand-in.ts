import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A Funnelback-shaped search service for tests: a real HTTP server answering `search.json` with a fixed list of
 * courses in Funnelback's JSON, filtered by the Tabs, Student type and Study area facets as a collection would.
 * Its courses have no interest-area class: a query naming one (`interestArea:"Nursing"`) matches nothing, as on a
 * collection that does not define it; any other query is ignored. Every request's query is kept.
 */

export interface StandInCourse {
  title: string;
  liveUrl: string;
  metaData: Record<string, string>;
  /** Classes the collection filters by but does not answer with (not among its summary fields). */
  filterOnly?: Record<string, string>;
}

export interface FunnelbackStandIn {
  url: string;
  /** The `query` of each request, in order. */
  queries: string[];
  stop(): Promise<void>;
}

const values = (text: string | undefined) => (text ?? "").split("|").map((v) => v.trim());

function answer(courses: readonly StandInCourse[], params: URLSearchParams) {
  const query = params.get("query") ?? "";
  const facet = (param: string, metaClass: string) => (course: StandInCourse) => {
    const wanted = params.get(param);
    return wanted === null || values(course.metaData[metaClass] ?? course.filterOnly?.[metaClass]).includes(wanted);
  };
  const matching = /\w+:"/.test(query)
    ? []
    : courses.filter(facet("f.Student type|studentType", "studentType")).filter(facet("f.Study area|studyTopicArea", "studyTopicArea"));
  return {
    question: { query },
    response: {
      resultPacket: {
        resultsSummary: { totalMatching: matching.length, currStart: matching.length ? 1 : 0, currEnd: matching.length },
        results: matching.map((course, index) => ({ rank: index + 1, title: course.title, liveUrl: course.liveUrl, summary: "", metaData: course.metaData })),
      },
      facets: [],
    },
  };
}

/** Starts the stand-in on a free loopback port. */
export async function startFunnelbackStandIn(courses: readonly StandInCourse[]): Promise<FunnelbackStandIn> {
  const queries: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (url.pathname !== "/s/search.json") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
      return;
    }
    queries.push(url.searchParams.get("query") ?? "");
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer(courses, url.searchParams)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/s/search.json`,
    queries,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const course = (slug: string, title: string, meta: Record<string, string>): StandInCourse => ({
  title,
  liveUrl: `https://www.yu.edu.au/courses/${slug}`,
  metaData: { studentType: "Australian resident|International student", studyTopicArea: "Health & biomedicine", ...meta },
});

/** Four Health & biomedicine courses at three levels, without an interest-area class. */
export const HEALTH_COURSES: readonly StandInCourse[] = [
  course("bachelor-of-nursing-hbns", "Bachelor of Nursing", { courseCode: "HBNS", courseLevel: "Bachelor", provider: "University", studyLevel: "Undergraduate", nextIntake: "2027-02-22" }),
  course("bachelor-of-psychology-hbpy", "Bachelor of Psychology", { courseCode: "HBPY", courseLevel: "Bachelor", provider: "University", studyLevel: "Undergraduate" }),
  course("master-of-public-health-hmph", "Master of Public Health", { courseCode: "HMPH", courseLevel: "Masters (Coursework)", provider: "University", studyLevel: "Postgraduate" }),
  course("diploma-of-nursing-hlt54121", "Diploma of Nursing", { courseCode: "HLT54121", courseLevel: "Diploma", provider: "Polytechnic", studyLevel: "TAFE" }),
];
