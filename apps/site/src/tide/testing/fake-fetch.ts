import type { TideFetch, TideFetchInit } from "../http";

/* A fetch double for tests: it answers only the URLs it was told about and throws on any other. */

export interface FakeReply {
  status?: number;
  /** Serialised as JSON. */
  body?: unknown;
  /** Sent verbatim instead of `body`. */
  text?: string;
  headers?: Record<string, string>;
}

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  init: TideFetchInit;
}

export type FakeHandler = FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>);

export interface FakeFetch {
  fetch: TideFetch;
  calls: FakeCall[];
  /** Requests made for URLs with no handler (each also threw). */
  unexpected: string[];
  /** The content tags each read recorded for its page (tide/response-tags.ts), one list per record. */
  recordedTags: string[][];
}

function headersOf(init: TideFetchInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

export function fakeFetch(routes: Record<string, FakeHandler>): FakeFetch {
  const calls: FakeCall[] = [];
  const unexpected: string[] = [];
  const recordedTags: string[][] = [];
  const fetch: TideFetch = async (url, init) => {
    if (url.startsWith("data:")) {
      recordedTags.push(init.next?.tags ?? []);
      return new Response("");
    }
    const handler = routes[url];
    if (handler === undefined) {
      unexpected.push(url);
      throw new Error(`fake fetch: no reply configured for ${init.method ?? "GET"} ${url}`);
    }
    const call: FakeCall = {
      url,
      method: init.method ?? "GET",
      headers: headersOf(init),
      body: typeof init.body === "string" ? init.body : undefined,
      init,
    };
    calls.push(call);
    const reply = typeof handler === "function" ? await handler(call) : handler;
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? "" : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : text, { status, headers: reply.headers });
  };
  return { fetch, calls, unexpected, recordedTags };
}

/** A reply that never comes: it rejects only when the request's signal aborts (a timeout). */
export function hang(call: FakeCall): Promise<FakeReply> {
  return new Promise((_resolve, reject) => {
    const signal = call.init.signal;
    if (!signal) return;
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/** A handler whose reply is held until `release()` is called, to observe requests in flight together. */
export function gate(reply: FakeReply): { handler: (call: FakeCall) => Promise<FakeReply>; release: () => void; waiting: () => number } {
  let open = false;
  const waiters: (() => void)[] = [];
  return {
    handler: () =>
      new Promise<FakeReply>((resolve) => {
        if (open) resolve(reply);
        else waiters.push(() => resolve(reply));
      }),
    release: () => {
      open = true;
      for (const w of waiters.splice(0)) w();
    },
    waiting: () => waiters.length,
  };
}

/** A syntactically valid unsigned JWT with the given claims (tests only). */
export function makeJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${enc({ alg: "HS256", typ: "JWT" })}.${enc(claims)}.c2lnbmF0dXJl`;
}
