// The visitor's connection address, for the rate limits. Next's route handlers and proxy never see the connection,
// and Next fills X-Forwarded-For with the peer only when the client sent none; this stage stamps every request with
// its connection's peer address under a header whose name is chosen at random per process and published in
// SITE_PEER_ADDRESS_HEADER, so no client can send it (any value it sent under that name is overwritten). The site
// reads it in routing/request-visitor.ts.
import { randomBytes } from "node:crypto";

/** @typedef {import("../compose.mjs").BeforeStage} BeforeStage */

/**
 * @param {NodeJS.ProcessEnv} env where the header's name is published for the site
 * @returns {BeforeStage}
 */
export function peerAddress(env = process.env) {
  const header = `x-peer-address-${randomBytes(12).toString("hex")}`;
  env.SITE_PEER_ADDRESS_HEADER = header;
  return {
    name: "peer-address",
    before(request) {
      const peer = request.socket.remoteAddress;
      if (peer) request.headers[header] = peer;
      else delete request.headers[header];
      return false;
    },
  };
}
