// A content service that accepts connections and answers nothing for a long time: the site must
// give up after its timeout and show the error page, never hang.
import http from "node:http";

const port = Number(process.env.PORT || 3203);
const delay = Number(process.env.DELAY_MS || 20000);
const server = http.createServer((req, res) => {
  if (req.url === "/health") {
    res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  const timer = setTimeout(() => {
    res.writeHead(504, { "content-type": "application/vnd.api+json" }).end('{"errors":[{"status":"504","title":"Too slow"}]}');
  }, delay);
  req.on("close", () => clearTimeout(timer));
});
server.listen(port, "localhost");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
