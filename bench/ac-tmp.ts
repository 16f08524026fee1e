import autocannon from "autocannon";
const r = await autocannon({ url: "http://localhost:3400", connections: 20, duration: 8, requests: [{ path: "/about-yu" }] });
console.log("req/s", r.requests.average, "p50", r.latency.p50, "non2xx", r.non2xx);
