import { describe, expect, it } from "vitest";
import { rawUrlProblem } from "./raw-url-guard.ts";

const problem = (url: string) => rawUrlProblem(url)?.toObject() ?? null;

describe("rawUrlProblem", () => {
  it("lets ordinary JSON:API and route requests through", () => {
    for (const url of ["/api/v1/node/page", "/api/v1/node/page?filter[title]=About%20us&sort=-created&page[limit]=10",
      "/api/v1/route?path=%2Fabout-yu&site=7", "/s/search.json?query=caf%C3%A9+menu", "/api/v1/node/page?filter[a][condition][value][0]=x",
      "/api/v1/node/page?include=field_a,field_b.field_c&fields[node--page]=title", "/api/v1/node/page?", "/api/v1/node/page?flag"]) {
      expect(problem(url), url).toBeNull();
    }
  });

  it("refuses control characters in values, names and the path", () => {
    expect(problem("/api/v1/node/page?filter[title]=%00")).toEqual({ status: "400", title: "Bad Request",
      detail: "The value of filter[title] contains a control character.", source: { parameter: "filter[title]" } });
    for (const url of ["/api/v1/node/page?sort=a%01", "/api/v1/node/page?x=%7F", "/api/v1/node/page?x=%0D%0A", "/api/v1/node/page?%00=1",
      "/api/v1/node/page?filter[a%09b]=1", "/api/v1/node/page/%00", "/sites/default/files/a%1Fb"]) {
      expect(problem(url)?.status, url).toBe("400");
    }
  });

  it("refuses invalid percent-escapes and invalid UTF-8 without echoing them", () => {
    for (const url of ["/api/v1/node/page?filter[title]=%C3%28", "/api/v1/node/page?filter[title]=%", "/api/v1/node/page?x=%zz",
      "/api/v1/node/page?%C3%28=x", "/api/v1/node/page/%FF", "/api/v1/route?path=/%ED%A0%80"]) {
      const found = problem(url);
      expect(found?.status, url).toBe("400");
      expect(found?.detail, url).not.toMatch(/%|\uFFFD/);
    }
  });

  it("refuses over-long names, values and paths and over-nested names", () => {
    expect(problem(`/api/v1/node/page?filter[title]=${"a".repeat(2049)}`)?.status).toBe("400");
    expect(problem(`/api/v1/node/page?filter[title]=${"a".repeat(2048)}`)).toBeNull();
    expect(problem(`/api/v1/node/page?${"a".repeat(201)}=1`)?.source).toBeUndefined();
    expect(problem(`/${"a".repeat(2049)}`)?.status).toBe("400");
    expect(problem("/api/v1/node/page?filter[a][b][c][d][e][f]=x")?.detail).toMatch(/nested more than 5/);
    expect(problem("/api/v1/node/page?filter[a][b][c][d][e]=x")).toBeNull();
  });
});
