import { firstLoadJs, frameworkFloorJs } from "./first-load-js.ts";
const o = "http://localhost:3400";
const floor = await frameworkFloorJs(o, "/work/main/apps/site");
console.log("floor", (floor.gzipBytes/1024).toFixed(1));
for (const p of ["/about-yu", "/", "/search", "/courses/bachelor-of-arts-abar", "/about-yu/news-events/news"]) {
  await fetch(o + p); const js = await firstLoadJs(o, p); const html = await (await fetch(o + p)).text();
  console.log(p, (js.gzipBytes/1024).toFixed(1), "above", ((js.gzipBytes - floor.gzipBytes)/1024).toFixed(1), "html KB", (html.length/1024).toFixed(1));
}
