import { connect } from "node:net";
import type { Answer } from "./tally.ts";

/** Parses a raw HTTP/1.1 answer (head and body as text; chunked bodies are left as sent, which is enough to read). */
export function parseAnswer(raw: string): Answer {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body: split === -1 ? "" : raw.slice(split + 4) };
}

/**
 * Sends bytes exactly as given (an absolute-form request line, `//host` paths, NUL bytes, huge headers) and reads
 * the first answer: up to the end of its body by Content-Length, or until the server closes, or 10 s.
 */
export function rawRequest(port: number, bytes: string | Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    const finish = () => {
      socket.destroy();
      resolve(parseAnswer(received.toString("latin1")));
    };
    const timer = setTimeout(finish, 10_000);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      if (split === -1) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, split))?.[1];
      if (length !== undefined && received.length >= split + 4 + Number(length)) {
        clearTimeout(timer);
        finish();
      }
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      finish();
    });
    socket.write(bytes);
  });
}

/** A GET through fetch without following redirects, as an Answer. */
export async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send(url, { method: "GET", headers });
}

export async function send(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // Every Set-Cookie, not the joined header.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies.join("\n");
  return { status: response.status, headers, body: await response.text() };
}
