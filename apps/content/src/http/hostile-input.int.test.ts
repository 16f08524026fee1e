import { describe, expect, it } from "vitest";
import { leakIn, MALFORMED_JSONAPI_QUERIES, MALFORMED_PATH_SEGMENTS, MALFORMED_ROUTE_PATHS } from "../../../../e2e/support/hostile-corpus.ts";
import { createApp } from "../app.ts";
import { FILE_CONTENT_SECURITY_POLICY, FIXED_SECURITY_HEADERS } from "./security-headers.ts";
import { bodyOf, TEST_DRIVERS, testConfig, useSeededApp } from "../testing/test-app.ts";

interface ErrorBody {
  errors: { status: string; title: string; detail?: string; source?: { parameter: string } }[];
}

const driver = TEST_DRIVERS[0]!;
const COLLECTIONS = ["/api/v1/node/page", "/api/v1/node/course", "/api/v1/taxonomy_term/sites"];

describe("hostile input and security headers at the content service", () => {
  const seeded = useSeededApp(driver, "hostile");
  const get = (url: string) => seeded.app.inject({ method: "GET", url });

  it("answers a NUL byte in a filter value with a 400 JSON:API error naming the parameter", async () => {
    const response = await get("/api/v1/node/page?filter[title]=%00");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("application/vnd.api+json");
    const { errors } = bodyOf<ErrorBody>(response);
    expect(errors).toEqual([{ status: "400", title: "Bad Request", detail: "The value of filter[title] contains a control character.",
      source: { parameter: "filter[title]" } }]);
  });

  it("never answers a malformed JSON:API query with a 500, a stack or SQL", async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const query of MALFORMED_JSONAPI_QUERIES) {
      for (const base of COLLECTIONS) {
        tried += 1;
        const response = await get(`${base}?${query}`);
        const leak = leakIn(response.body);
        if (response.statusCode >= 500 || leak !== null) failures.push(`${response.statusCode} ${leak ?? ""} ${base}?${query.slice(0, 80)}`);
      }
    }
    expect(tried).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  });

  it("refuses control characters, broken UTF-8 and absurd parameters with a 400 error document", async () => {
    const refused = [
      "filter[title]=%00", "filter[title]=a%00b", "filter[title]=%01%02%1F%7F", "filter[title]=%0D%0ASet-Cookie:x=1",
      "filter[title]=%C3%28", "filter[title]=%FF%FE", "filter[title]=%E0%80%80", "filter[title]=%", "filter[title]=%zz",
      "filter[ti%00tle]=x", "filter[a][condition][path]=title&filter[a][condition][value]=%00",
      "filter[title][operator]=IN&filter[title][value]=%00", "sort=%00", "sort=%C3%28", "page[limit]=%00", "include=%00",
      "fields[node--page]=%00", "fields[%00]=title", "%00=x", "%C3%28=x", "a=%C3%28",
      `filter[title]=${"a".repeat(5000)}`, `filter[${"a".repeat(500)}]=x`, "filter[a][b][c][d][e][f][g][h][i][j]=x",
      "sort[]=title", "page[limit][]=1", "include[]=field_a", "fields[node--page][]=title", "site[]=7",
    ];
    for (const query of refused) {
      const response = await get(`/api/v1/node/page?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(bodyOf<ErrorBody>(response).errors[0]?.status, query).toBe("400");
    }
  });

  it("refuses the same in path segments and in the route endpoint's path", async () => {
    for (const segment of MALFORMED_PATH_SEGMENTS) {
      for (const url of [`/api/v1/node/page/${segment}`, `/api/v1/node/${segment}`, `/site-api/v1/site/${segment}`, `/sites/default/files/${segment}`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(leakIn(response.body), url).toBeNull();
        expect(bodyOf<ErrorBody>(response).errors[0]?.status, url).toBe(String(response.statusCode));
      }
    }
    for (const path of MALFORMED_ROUTE_PATHS) {
      for (const url of [`/api/v1/route?path=${path}&site=7`, `/api/v1/redirect/redirect?path=${path}`, `/s/search.json?query=${path}`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(leakIn(response.body), url).toBeNull();
      }
    }
    for (const url of ["/api/v1/node/page/%00", "/api/v1/node/page/%C3%28", "/api/v1/route?path=/%00&site=7", "/api/v1/route?path=/%C3%28&site=7"]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });

  it("answers hostile web form answers (NUL, control characters, broken surrogates, markup) without a 500", async () => {
    const values = ["\u0000", "a\u0000b", "\u0001\u001f\u007f", "\ud800", "<script>alert(1)</script>", "x".repeat(5000), "%00", "\\u0000"];
    let address = 0;
    for (const value of values) {
      for (const field of ["name", "email", "contact_by", "message", "unknown\u0000key"]) {
        const model = { name: "Jane", email: "jane@example.edu", contact_by: "email", form_started_at: Date.now() - 60_000, [field]: value };
        const response = await seeded.app.inject({ method: "POST", url: "/api/v1/webform_submission/test_enquiry?site=7",
          headers: { "content-type": "application/vnd.api+json" }, remoteAddress: `10.9.0.${++address % 250}`,
          payload: { data: { type: "webform_submission--test_enquiry", attributes: { remote_addr: "0.0.0.0", data: JSON.stringify(model) } } } });
        expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBeLessThan(500);
        expect(leakIn(response.body), `${field}=${JSON.stringify(value)}`).toBeNull();
      }
    }
  });

  it("answers hostile sign-in names and passwords without a 500", async () => {
    let address = 0;
    for (const value of ["\u0000", "a\u0000", "\ud800", "\u0001", "' OR 1=1 --", "x".repeat(5000)]) {
      for (const credentials of [{ name: value, pass: "whatever" }, { name: "editor", pass: value }]) {
        const response = await seeded.app.inject({ method: "POST", url: "/api/v1/user/login?_format=json", remoteAddress: `10.9.1.${++address}`,
          headers: { "content-type": "application/json" }, payload: JSON.stringify(credentials) });
        expect(response.statusCode, JSON.stringify(credentials).slice(0, 60)).toBeLessThan(500);
        expect(leakIn(response.body)).toBeNull();
      }
    }
  });

  it("sends the security headers on JSON:API answers, errors, files and the health check", async () => {
    const files = ["/sites/default/files/fixtures/logo.svg", "/sites/default/files/fixtures/missing.svg", "/sites/default/files/fixtures%2f..%2f..%2fsites.yaml"];
    for (const url of ["/api/v1/node/page", "/api/v1/node/page?filter[title]=%00", "/api/v1/nothing/here/at-all", "/health", ...files]) {
      const response = await get(url);
      expect(response.headers["content-security-policy"], url).toBe(files.includes(url) ? FILE_CONTENT_SECURITY_POLICY
        : "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["x-powered-by"], url).toBeUndefined();
      expect(response.headers["strict-transport-security"], url).toBeUndefined();
    }
    expect((await get("/sites/default/files/fixtures/logo.svg")).statusCode).toBe(200);
  });

  it("sandboxes every answer under /sites/default/files/: SVG, HEAD, 304, 404 and refused paths alike", async () => {
    const svg = await get("/sites/default/files/fixtures/logo.svg");
    expect([svg.statusCode, svg.headers["content-type"]]).toEqual([200, "image/svg+xml"]);
    const answers = [svg, await seeded.app.inject({ method: "HEAD", url: "/sites/default/files/fixtures/logo.svg" }),
      await seeded.app.inject({ method: "GET", url: "/sites/default/files/fixtures/logo.svg", headers: { "if-none-match": String(svg.headers.etag) } }),
      await get("/sites/default/files/fixtures/nothing.svg"), await get("/sites/default/files/fixtures%2f..%2f..%2fsites.yaml")];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 304, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers["content-security-policy"]).toBe(FILE_CONTENT_SECURITY_POLICY);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(FILE_CONTENT_SECURITY_POLICY.split(";")).toEqual(expect.arrayContaining(["sandbox", "style-src 'unsafe-inline'"]));
  });

  it("keeps the fixed headers of answers no hook sees the same as the plugin's", async () => {
    const response = await get("/health");
    for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) expect(response.headers[name], name).toBe(value);
  });

  it("adds Strict-Transport-Security when the service is published over HTTPS", async () => {
    const app = await createApp({ config: testConfig({ CONTENT_PUBLIC_URL: "https://content.example" }), db: seeded.database.db });
    try {
      const response = await app.inject({ method: "GET", url: "/api/v1/node/page?page[limit]=1" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await app.close();
    }
  });
});
