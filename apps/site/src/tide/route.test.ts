import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { TideError } from "./errors";
import { lookupRoute, normaliseRoutePath, toRouteResult } from "./route";
import { fakeTide } from "./testing/fake-tide";
import { HOME_UUID, redirectDoc, routeDoc } from "./testing/payloads";
import { TEST_BASE } from "./testing/test-env";
import { routeDocumentSchema } from "./types";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const ctx = { siteId: "7" };
const routeUrl = (path: string) => `${TEST_BASE}/api/v1/route?site=7&path=${encodeURIComponent(path)}`;

const tide = fakeTide();

describe("normaliseRoutePath", () => {
  it("strips trailing slashes except for the root and adds a leading one", () => {
    expect(normaliseRoutePath("/")).toBe("/");
    expect(normaliseRoutePath("/about-yu/")).toBe("/about-yu");
    expect(normaliseRoutePath("about-yu//")).toBe("/about-yu");
    expect(normaliseRoutePath("")).toBe("/");
  });
});

describe("toRouteResult", () => {
  it("uses the site id when a route has no section and builds the endpoint when it is missing", () => {
    const doc = routeDocumentSchema.parse({
      data: { type: "route", attributes: { entity_type: "node", entity_id: 1, bundle: "page", uuid: "u" } },
    });
    expect(toRouteResult(doc, "7")).toEqual({
      kind: "entity",
      entityType: "node",
      bundle: "page",
      uuid: "u",
      entityId: "1",
      section: "7",
      endpoint: "api/v1/node/page/u",
    });
  });

  it("infers the redirect type from the URL when Tide leaves it out", () => {
    expect(toRouteResult(routeDocumentSchema.parse(redirectDoc("https://other.example/x")), "7")).toMatchObject({ redirectType: "external" });
    expect(toRouteResult(routeDocumentSchema.parse(redirectDoc("/x")), "7")).toMatchObject({ redirectType: "internal" });
  });
});

/** What a path is, without the cache tags. */
const routeOf = async (path: string, c: Parameters<typeof lookupRoute>[1]) => (await lookupRoute(path, c)).route;

describe("lookupRoute", () => {
  it("looks up / with site 7 and answers the entity, cached under route:/", async () => {
    tide.use({ [routeUrl("/")]: { body: routeDoc(), headers: { "section-cache-tags": "node:4821 route" } } });
    const res = await lookupRoute("/", ctx);
    expect(res.route).toEqual({
      kind: "entity",
      entityType: "node",
      bundle: "landing_page",
      uuid: HOME_UUID,
      entityId: "4821",
      section: "7",
      endpoint: `api/v1/node/landing_page/${HOME_UUID}`,
    });
    expect(res.cacheTags).toEqual(["node:4821", "route"]);
    expect(tide.fake.calls[0]?.init.next).toEqual({ revalidate: 60, tags: ["yu:route:/"] });
  });

  it("answers a subsite page's section", async () => {
    tide.use({ [routeUrl("/institute-for-health-sport-ihes/about")]: { body: routeDoc({ section: "103", bundle: "page" }) } });
    expect(await routeOf("/institute-for-health-sport-ihes/about/", ctx)).toMatchObject({ kind: "entity", section: "103", bundle: "page" });
  });

  it("answers redirects with their status, URL and type", async () => {
    tide.use({
      [routeUrl("/courses-old")]: { body: redirectDoc("/study-at-yu/courses", 301, "internal") },
      [routeUrl("/cops-old")]: { body: redirectDoc("https://www.yu.edu.au/centre-of-policy-studies-cops", 302, "external") },
    });
    expect(await routeOf("/courses-old", ctx)).toEqual({ kind: "redirect", statusCode: 301, url: "/study-at-yu/courses", redirectType: "internal" });
    expect(await routeOf("/cops-old", ctx)).toEqual({
      kind: "redirect",
      statusCode: 302,
      url: "https://www.yu.edu.au/centre-of-policy-studies-cops",
      redirectType: "external",
    });
  });

  it("passes 404 through and shows 403 (unpublished) as 404", async () => {
    tide.use({
      [routeUrl("/missing")]: { status: 404, body: { errors: [{ status: "404", title: "Path not found." }] } },
      [routeUrl("/draft")]: { status: 403, body: { errors: [{ status: "403", title: "Permission denied." }] } },
    });
    await expect(routeOf("/missing", ctx)).rejects.toMatchObject({ status: 404, title: "Path not found." });
    const error = await routeOf("/draft", ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TideError);
    expect(error).toMatchObject({ status: 404, title: "Path not found.", detail: "Permission denied." });
  });

  it("passes the audience on international lookups", async () => {
    tide.use({ [`${routeUrl("/courses/bachelor-of-nursing-hbns")}&audience=international`]: { body: routeDoc({ bundle: "course" }) } });
    expect(await routeOf("/courses/bachelor-of-nursing-hbns", { ...ctx, audience: "international" })).toMatchObject({ bundle: "course" });
  });
});
