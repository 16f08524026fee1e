import { REDIRECT_PAYLOADS, XSS_PAYLOADS } from "../../e2e/support/hostile-corpus.ts";
import { csvRecords } from "./csv-records.ts";
import { OFF_SITE_TARGETS, redirectingPaths, REFLECTING_PLACES } from "./places.ts";
import { get, rawRequest, send } from "./raw-http.ts";
import type { ProbeStack } from "./stack.ts";
import type { Answer, Tally } from "./tally.ts";

const origin = (port: number) => `http://localhost:${port}`;
const rawGet = (port: number, target: string, extra = "") =>
  rawRequest(port, Buffer.from(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\n${extra}Connection: close\r\n\r\n`, "utf8"));

/** A payload found byte for byte in an HTML answer was not escaped (only payloads with markup are looked for). */
function reflected(answer: Answer, payload: string): boolean {
  return /html/.test(answer.headers["content-type"] ?? "") && payload.includes("<") && answer.body.includes(payload);
}

export async function probeReflection(stack: ProbeStack, tally: Tally): Promise<void> {
  for (const place of REFLECTING_PLACES) {
    for (const payload of XSS_PAYLOADS) {
      for (const url of place.urls(payload)) {
        const answer = await get(`${origin(stack.site)}${url}`);
        tally.answer(`reflection: ${place.name}`, `GET ${url}`, answer, origin(stack.site));
        if (reflected(answer, payload)) tally.find("unescaped-reflection", `GET ${url}`);
      }
    }
  }
  // Forms whose answers may echo what was sent: sign-in and 'Ask a student'.
  for (const payload of XSS_PAYLOADS) {
    for (const [path, fields] of [["/api/editor/login", { name: payload, pass: payload, destination: payload }],
      ["/api/ask-a-student", { profile_id: payload, name: payload, email: payload, question: payload, back: payload, website: "", form_started_at: "1" }]] as const) {
      const answer = await send(`${origin(stack.site)}${path}`, { method: "POST", body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" } });
      tally.answer("reflection: forms", `POST ${path} ${JSON.stringify(payload)}`, answer, origin(stack.site));
      if (reflected(answer, payload)) tally.find("unescaped-reflection", `POST ${path} ${JSON.stringify(payload)}`);
    }
    const route = await get(`${origin(stack.content)}/api/v1/route?site=7&path=${encodeURIComponent(payload)}`);
    tally.answer("reflection: content service", `content route ${JSON.stringify(payload)}`, route, origin(stack.content));
    if (reflected(route, payload)) tally.find("unescaped-reflection", `content route ${JSON.stringify(payload)}`);
  }
}

export async function probeRedirects(stack: ProbeStack, tally: Tally): Promise<void> {
  for (const payload of REDIRECT_PAYLOADS) {
    for (const path of redirectingPaths(payload)) {
      tally.answer("redirects: payloads", `GET ${JSON.stringify(path)}`, await rawGet(stack.site, path), origin(stack.site));
    }
    const login = await send(`${origin(stack.site)}/api/editor/login`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "editor", pass: "demo-editor-password", destination: payload }) });
    tally.answer("redirects: payloads", `sign-in destination ${JSON.stringify(payload)}`, login, origin(stack.site));
  }
  for (const port of [stack.site, stack.content]) {
    for (const target of OFF_SITE_TARGETS) {
      tally.answer("redirects: request lines", `${port === stack.site ? "site" : "content"} GET ${target}`, await rawGet(port, target), origin(port));
    }
  }
}

/** Bodies no parser can read, at both services: a 4xx with an error document, never a 500. */
export async function probeMalformedBodies(stack: ProbeStack, tally: Tally): Promise<void> {
  const part = "--b\r\nContent-Disposition: form-data; name=\"cv\"; filename=\"cv.pdf\"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n";
  const bodies: [string, string][] = [["multipart/form-data", part], ["multipart/form-data; boundary=b", part],
    ["multipart/form-data; boundary=", part], ["application/json", "{\"data\":"], ["text/plain", "x=1"], ["application/json", ""]];
  const targets = [[stack.content, "/api/v1/webform_submission/event_registration/upload?site=7"], [stack.content, "/api/v1/webform_submission/event_registration?site=7"],
    [stack.content, "/api/v1/user/login?_format=json&site=7"], [stack.site, "/api/webform/event_registration/upload"], [stack.site, "/api/webform/event_registration"],
    [stack.site, "/api/editor/login"], [stack.site, "/api/search-autocomplete"]] as const;
  let address = 0;
  for (const [port, path] of targets) {
    for (const [contentType, body] of bodies) {
      const answer = await send(`${origin(port)}${path}`, { method: "POST", body, headers: { "content-type": contentType, "x-forwarded-for": `10.77.0.${++address % 250}` } });
      const label = `${port === stack.site ? "site" : "content"} POST ${path} as ${contentType}`;
      tally.answer("malformed bodies", label, answer, origin(port));
      // The content service's rule; the site's forms may answer a browser with a redirect back to the form instead.
      if (port === stack.content) tally.check("malformed bodies: 4xx", answer.status >= 400 && answer.status < 500, `${answer.status} ${label}`);
      if (port === stack.content && !path.includes("/user/login")) {
        tally.check("malformed bodies: 4xx", (answer.headers["content-type"] ?? "").startsWith("application/vnd.api+json"), `not a JSON:API error: ${label}`);
      }
    }
  }
}

/** NUL and BEL in queries, requests Node refuses (a malformed request line, headers too large), at both services. */
export async function probeProtocol(stack: ProbeStack, tally: Tally): Promise<void> {
  for (const value of ["a\u0000b", "\u0007", "%00", "\u0000", "a\u0007\u0000b"]) {
    const answer = await send(`${origin(stack.site)}/api/search-autocomplete`, { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "course", params: { partial_query: value, show: 5 } }) });
    tally.answer("control characters", `autocomplete ${JSON.stringify(value)}`, answer, origin(stack.site));
    for (const url of [`/api/search-autocomplete?q=${encodeURIComponent(value)}`, `/search?q=${encodeURIComponent(value)}`]) {
      tally.answer("control characters", `GET ${JSON.stringify(url)}`, await get(`${origin(stack.site)}${url}`), origin(stack.site));
    }
    const content = await get(`${origin(stack.content)}/s/suggest.json?collection=vu-courses&partial_query=${encodeURIComponent(value)}`);
    tally.answer("control characters", `content suggest ${JSON.stringify(value)}`, content, origin(stack.content));
  }
  for (const port of [stack.site, stack.content]) {
    const name = port === stack.site ? "site" : "content";
    const refused: [string, Buffer][] = [
      ["malformed request line", Buffer.from(`GET /a b c HTTP/1.1\r\nHost: localhost\r\n\r\n`)],
      ["NUL in the request line", Buffer.from(`GET /search?q=\u0000 HTTP/1.1\r\nHost: localhost\r\n\r\n`, "latin1")],
      ["BEL in the request line", Buffer.from(`GET /api/search-autocomplete?q=\u0007 HTTP/1.1\r\nHost: localhost\r\n\r\n`, "latin1")],
      ["broken header", Buffer.from(`GET / HTTP/1.1\r\nHost localhost\r\n\r\n`)],
      ["headers too large", Buffer.from(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`)],
      ["many headers too large", Buffer.from(`GET / HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 400 }, (_, i) => `X-H${i}: ${"b".repeat(60)}\r\n`).join("")}\r\n`)],
    ];
    for (const [label, bytes] of refused) {
      const answer = await rawRequest(port, bytes);
      tally.answer("refused requests", `${name} ${label}`, answer, origin(port));
      tally.check("refused requests: 4xx", answer.status >= 400 && answer.status < 500, `${name} ${label}: ${answer.status}`);
    }
  }
}

/** A made-up editor token on a public page must not reach the content service's /jwt/token/. */
export async function probeForgedCookies(stack: ProbeStack, tally: Tally): Promise<void> {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const forged = [`${b64({ alg: "HS256", typ: "JWT" })}.${b64({ uid: "1", sid: "x", exp })}.c2lnbmF0dXJl`, `${b64({ alg: "none" })}.${b64({ exp })}.`,
    "not-a-token", `${b64({ alg: "HS256" })}.${b64({ exp: 9_999_999_999_999 })}.x`];
  for (const token of forged) {
    for (const path of ["/", "/about-yu", "/study-at-yu/how-to-apply"]) {
      const before = stack.jwtTokenCalls();
      const answer = await get(`${origin(stack.site)}${path}`, { cookie: `authenticatedContent=${token}` });
      await new Promise((resolve) => setTimeout(resolve, 300));
      tally.answer("forged cookies", `GET ${path} with a forged token`, answer, origin(stack.site));
      tally.check("forged cookies: no upstream", stack.jwtTokenCalls() === before,
        `GET ${path} with authenticatedContent=${token.slice(0, 20)}… made ${stack.jwtTokenCalls() - before} /jwt/token/ call(s)`);
    }
  }
}

/**
 * X-Forwarded-Proto from a sender no one trusts: no HSTS, no Secure cookie. At the site only: the content service
 * believes loopback (the site's address, as `npm start` configures it), which is where the probe sends from.
 */
export async function probeForwardedProto(stack: ProbeStack, tally: Tally): Promise<void> {
  const claim = { "x-forwarded-proto": "https" };
  for (const [port, path] of [[stack.site, "/"], [stack.site, "/about-yu"], [stack.site, "/login"]] as const) {
    const answer = await get(`${origin(port)}${path}`, claim);
    tally.answer("forwarded proto", `GET ${path}`, answer, origin(port));
    tally.check("forwarded proto: no HSTS", answer.headers["strict-transport-security"] === undefined, `HSTS on ${port === stack.site ? "site" : "content"} ${path}`);
  }
  const login = await send(`${origin(stack.site)}/api/editor/login`, { method: "POST", body: new URLSearchParams({ name: "editor", pass: "demo-editor-password", destination: "/" }),
    headers: { ...claim, "content-type": "application/x-www-form-urlencoded" } });
  tally.answer("forwarded proto", "sign-in", login, origin(stack.site));
  const cookies = (login.headers["set-cookie"] ?? "").split("\n").filter((line) => line !== "");
  tally.check("forwarded proto: no Secure cookie", cookies.length > 0, "the sign-in set no cookie to look at");
  for (const cookie of cookies) tally.check("forwarded proto: no Secure cookie", !/;\s*secure/i.test(cookie), `Secure cookie: ${cookie.split(";")[0]?.split("=")[0]}`);
}

/** Failures from other addresses must not lock an editor out (the content service's per-account limit). */
export async function probeLockout(stack: ProbeStack, tally: Tally): Promise<void> {
  const login = (pass: string, address: string) => send(`${origin(stack.content)}/api/v1/user/login?_format=json&site=7`, { method: "POST",
    body: JSON.stringify({ name: "approver", pass }), headers: { "content-type": "application/json", "x-forwarded-for": address } });
  for (let round = 0; round < 3; round += 1) {
    for (let index = 1; index <= 5 + round * 5; index += 1) {
      tally.answer("lockout", `wrong password from 10.66.${round}.${index}`, await login("not the password", `10.66.${round}.${index}`), origin(stack.content));
    }
    const owner = await login("demo-approver-password", `10.66.${round}.200`);
    tally.answer("lockout", "the editor from another address", owner, origin(stack.content));
    tally.check("lockout: owner still signs in", owner.status === 200, `after ${5 + round * 5} failures from other addresses the right password answered ${owner.status}`);
  }
}

/** Formula forms a spreadsheet may run (OWASP CSV injection, and the variants a probe found getting through). */
export const FORMULA_VARIANTS = ["=1+1", "+1+1", "-1+1", "@SUM(A1)", "\t=1+1", "\r=1+1", "\n=1+1", " =1+1", "  =1+1", "\u3000=1+1",
  "\u00a0=1+1", "＝1+1", "＋1+1", "－1+1", "＠SUM(A1)", " ＝1+1", "\n ＝1", "=HYPERLINK(\"http://evil.example\")", "=cmd|' /C calc'!A0", "\ufeff=1+1"];
const CSV_FORM = "contact";

/** Sends every formula variant as a contact form answer (name and subject), each from its own address. */
export async function probeCsvSubmissions(stack: ProbeStack, tally: Tally): Promise<void> {
  for (const [index, value] of FORMULA_VARIANTS.entries()) {
    const model = { name: value, email: `probe-${index}@example.edu`, enquiry_type: "future", subject: value, message: "A probe.",
      privacy: true, form_started_at: Date.now() - 60_000 };
    const answer = await send(`${origin(stack.content)}/api/v1/webform_submission/${CSV_FORM}?site=7`, { method: "POST",
      headers: { "content-type": "application/vnd.api+json", "x-forwarded-for": `10.55.0.${index + 1}` },
      body: JSON.stringify({ data: { type: `webform_submission--${CSV_FORM}`, attributes: { data: JSON.stringify(model) } } }) });
    tally.answer("csv formulas: submissions", `submit ${JSON.stringify(value)}`, answer, origin(stack.content));
  }
}

/** After everything else (it stops the content service): the export holds each stored variant as text. */
export async function probeCsvExport(stack: ProbeStack, tally: Tally): Promise<void> {
  const [header = [], ...rows] = csvRecords(await stack.exportSubmissions(CSV_FORM));
  const column = (name: string) => header.indexOf(name);
  let found = 0;
  for (const row of rows) {
    const index = /^probe-(\d+)@/.exec(row[column("email")] ?? "")?.[1];
    if (index === undefined) continue;
    found += 1;
    const value = FORMULA_VARIANTS[Number(index)]!;
    for (const name of ["name", "subject"]) {
      const cell = row[column(name)] ?? "";
      tally.check("csv formulas: exported cells", cell.startsWith("'"), `${name} ${JSON.stringify(value)} exported as ${JSON.stringify(cell)}`);
    }
  }
  tally.check("csv formulas: exported cells", found > 0, "no probe submission was stored to export");
  console.log(`  csv: ${found} of ${FORMULA_VARIANTS.length} variants stored (the rest refused at the door), each cell checked`);
}

/** Stored files (an SVG above all) carry the file policy, a sandbox, at the content service and wherever the site serves them. */
export async function probeFilePolicy(stack: ProbeStack, tally: Tally): Promise<void> {
  const logo = "/sites/default/files/site/brand/logo-primary-light.svg";
  // The site serves the files only if it answers the logo; otherwise its answers there are its own pages.
  const siteServesFiles = (await get(`${origin(stack.site)}${logo}`)).status === 200;
  for (const port of siteServesFiles ? [stack.content, stack.site] : [stack.content]) {
    for (const path of [logo, "/sites/default/files/site/brand/missing.svg", "/sites/default/files/site%2fbrand%2flogo-primary-light.svg"]) {
      const answer = await get(`${origin(port)}${path}`);
      const name = port === stack.site ? "site" : "content";
      tally.answer("file policy", `${name} GET ${path}`, answer, origin(port));
      const policy = answer.headers["content-security-policy"] ?? "";
      tally.check("file policy", /(^|;)\s*sandbox\s*(;|$)/.test(policy) && policy.includes("style-src 'unsafe-inline'"),
        `${name} ${answer.status} ${path}: ${policy || "no policy"}`);
    }
  }
}
