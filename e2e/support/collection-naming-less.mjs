// A search service shaped like a university's own Funnelback collection that names less than ours: its course
// results carry only the spec's fields (liveUrl, title, metaData.studyTopicArea and nextIntake, spec §3), in
// Funnelback's full result shape (rank, score, collection, displayUrl, summary, fileType, metaData and its
// listMetadata twin), and no courseLevel, studyLevelFilter, provider, studyLevel or interestArea class. It passes
// each search.json request on to the real content service, which does the facet filtering (the student type and
// study area stay filterable, as classes a collection filters by without answering with them), and answers with
// the results cut down so. A query naming a class (`interestArea:"Nursing"`) matches nothing, as Funnelback's
// query language does for a class the collection does not have.
import { Buffer } from "node:buffer";
import http from "node:http";

const port = Number(process.env.PORT || 3211);
const target = new URL(process.env.TARGET || "http://localhost:3201");
const COLLECTION = "university-courses";
/** The only metadata classes this collection answers with: the spec's. */
const ANSWERED = ["studyTopicArea", "nextIntake"];

function namingLess(result, index) {
  const metaData = {};
  for (const name of ANSWERED) if (typeof result.metaData?.[name] === "string" && result.metaData[name] !== "") metaData[name] = result.metaData[name];
  const listMetadata = Object.fromEntries(Object.entries(metaData).map(([name, value]) => [name, value.split("|")]));
  return {
    rank: index + 1, score: result.score ?? 1000 - index, title: result.title, collection: COLLECTION, component: 0,
    liveUrl: result.liveUrl, displayUrl: result.displayUrl ?? result.liveUrl, indexUrl: result.liveUrl, cacheUrl: null,
    summary: result.summary ?? "", date: null, fileSize: result.fileSize ?? null, fileType: result.fileType ?? "html",
    tier: 1, docNum: 10_000 + index, explain: null, kmFromOrigin: null, quickLinks: null, tags: [],
    metaData, listMetadata, customData: {}, gscopesSet: [], collapsed: null,
  };
}

function answerNamingLess(body, query) {
  const answer = JSON.parse(body);
  const packet = answer?.response?.resultPacket;
  if (!packet) return answer;
  const results = /\w+:"/.test(query) ? [] : (packet.results ?? []);
  packet.results = results.map(namingLess);
  if (results.length === 0) packet.resultsSummary = { ...packet.resultsSummary, totalMatching: 0, currStart: 0, currEnd: 0 };
  return answer;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://stand-in");
  if (url.pathname === "/health") {
    res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  const upstream = http.request({ host: target.hostname, port: target.port, method: "GET", path: req.url, headers: { accept: "application/json" } }, (answer) => {
    const chunks = [];
    answer.on("data", (chunk) => chunks.push(chunk));
    answer.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      if (answer.statusCode !== 200 || url.pathname !== "/s/search.json") {
        res.writeHead(answer.statusCode ?? 502, { "content-type": answer.headers["content-type"] ?? "application/json" }).end(body);
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answerNamingLess(body, url.searchParams.get("query") ?? "")));
    });
  });
  upstream.on("error", () => res.writeHead(502).end());
  upstream.end();
});
server.listen(port, "localhost");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
