// A search service shaped like a university's own Funnelback collection that has no interest-area metadata
// class: it passes each search.json request on to the real content service and answers with its results, but
// without the `interestArea` class in any result's metaData, and a query naming that class
// (`interestArea:"Nursing"`) matches nothing, as Funnelback's query language does for a class it does not have.
import { Buffer } from "node:buffer";
import http from "node:http";

const port = Number(process.env.PORT || 3209);
const target = new URL(process.env.TARGET || "http://localhost:3201");
const CLASS = "interestArea";

function withoutClass(body, query) {
  const answer = JSON.parse(body);
  const packet = answer?.response?.resultPacket;
  if (!packet) return answer;
  if (query.includes(`${CLASS}:`)) {
    packet.results = [];
    packet.resultsSummary = { ...packet.resultsSummary, totalMatching: 0, currStart: 0, currEnd: 0 };
  }
  for (const result of packet.results ?? []) if (result.metaData) delete result.metaData[CLASS];
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
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(withoutClass(body, url.searchParams.get("query") ?? "")));
    });
  });
  upstream.on("error", () => res.writeHead(502).end());
  upstream.end();
});
server.listen(port, "localhost");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
