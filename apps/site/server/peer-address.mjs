// Loaded before Next through server/origin.mjs (`node --import ./server/origin.mjs …/next start`): Next's route handlers and proxy
// never see the connection, and Next fills X-Forwarded-For with the peer only when the client sent none. This
// hook stamps every request with its connection's peer address under a header whose name is chosen at random
// per process and published in SITE_PEER_ADDRESS_HEADER, so no client can send it (any value it sent under that
// name is overwritten). The site reads it in routing/request-visitor.ts.
import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";

const header = `x-peer-address-${randomBytes(12).toString("hex")}`;
process.env.SITE_PEER_ADDRESS_HEADER = header;

subscribe("http.server.request.start", (message) => {
  const { request, socket } = /** @type {{ request: import("node:http").IncomingMessage; socket: import("node:net").Socket }} */ (message);
  const peer = socket?.remoteAddress;
  if (peer) request.headers[header] = peer;
  else delete request.headers[header];
});
