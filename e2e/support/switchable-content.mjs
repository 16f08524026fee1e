// A stand-in in front of the real content service that a test can switch off and on: while it is off, every
// connection to it is cut at once, as when the content service has crashed. Its control port takes
// POST /down and POST /up (and GET /health).
import http from "node:http";

const port = Number(process.env.PORT || 3206);
const controlPort = Number(process.env.CONTROL_PORT || 3207);
const target = new URL(process.env.TARGET || "http://localhost:3201");
let down = false;
const sockets = new Set();

const server = http.createServer((req, res) => {
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => res.destroy());
  req.pipe(upstream);
});
server.on("connection", (socket) => {
  if (down) {
    socket.destroy();
    return;
  }
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
});
server.listen(port, "localhost");

const control = http.createServer((req, res) => {
  if (req.method === "POST" && (req.url === "/down" || req.url === "/up")) {
    down = req.url === "/down";
    if (down) for (const socket of sockets) socket.destroy();
    res.writeHead(204).end();
    return;
  }
  res.writeHead(req.url === "/health" ? 200 : 404, { "content-type": "application/json" }).end(JSON.stringify({ down }));
});
control.listen(controlPort, "localhost");

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
