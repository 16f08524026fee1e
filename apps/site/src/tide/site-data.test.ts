import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { EMPTY_DATA, getSiteData, NO_SITE_ID, SITE_DATA_FAILED, SITE_DATA_STALE } from "./site-data";
import { makeJwt } from "./testing/fake-fetch";
import { fakeTide } from "./testing/fake-tide";
import { TEST_BASE } from "./testing/test-env";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const tide = fakeTide();
const messages = () => tide.logged().map((l) => l.msg);

const siteUrl = (id: string) => `${TEST_BASE}/site-api/v1/site/${id}?site=7`;

describe("getSiteData", () => {
  it("fetches /site-api/v1/site/{id}, cached for 60 s under site:{id}, and parses it", async () => {
    tide.use({ [siteUrl("103")]: { body: { drupal_internal__tid: "103", name: "Institute for Health and Sport (IHES)", basePath: "/institute-for-health-sport-ihes" } } });
    const site = await getSiteData("103");
    expect(site).toMatchObject({ drupal_internal__tid: "103", basePath: "/institute-for-health-sport-ihes", menu: [], logoUrl: "/" });
    expect(tide.fake.calls[0]?.init.next).toEqual({ revalidate: 60, tags: ["yu:site:103", "yu:taxonomy_term:103", "yu:config:site"] });
  });

  it("stays public and cached even when the visitor is an editor", async () => {
    tide.use({ [siteUrl("7")]: { body: { drupal_internal__tid: "7", name: "Yarra University" } } });
    await getSiteData("7", { siteId: "7", authToken: makeJwt({ exp: Math.floor(Date.now() / 1000) + 600 }), preview: { revision: "latest" } });
    expect(tide.fake.calls[0]?.headers["x-authorization"]).toBeUndefined();
    expect(tide.fake.calls[0]?.init.cache).toBeUndefined();
  });

  it("refuses a missing site id", async () => {
    tide.use({});
    await expect(getSiteData("")).rejects.toMatchObject({ title: NO_SITE_ID });
    await expect(getSiteData(undefined)).rejects.toMatchObject({ title: NO_SITE_ID });
    expect(messages()).toEqual([NO_SITE_ID, NO_SITE_ID]);
  });

  it("reports empty data", async () => {
    tide.use({ [siteUrl("8")]: { body: {} } });
    await expect(getSiteData("8")).rejects.toMatchObject({ status: 502, title: EMPTY_DATA });
    expect(messages()).toEqual([EMPTY_DATA]);
  });

  it("reports a failed call with the site-setting message and the original status", async () => {
    tide.use({ [siteUrl("999")]: { status: 404, body: { errors: [{ status: "404", title: "Site not found" }] } } });
    await expect(getSiteData("999")).rejects.toMatchObject({ status: 404, title: SITE_DATA_FAILED, detail: "Site not found" });
    expect(messages()).toEqual([SITE_DATA_FAILED]);
  });

  it("reports data of the wrong shape", async () => {
    tide.use({ [siteUrl("9")]: { body: { name: "no tid" } } });
    await expect(getSiteData("9")).rejects.toMatchObject({ status: 502, title: SITE_DATA_FAILED });
  });

  it("falls back to the last good copy when the content service fails, with a warning", async () => {
    tide.use({ [siteUrl("113")]: { body: { drupal_internal__tid: "113", name: "Choose YU", basePath: "/choose-yu" } } });
    expect(await getSiteData("113")).toMatchObject({ name: "Choose YU" });
    tide.use({ [siteUrl("113")]: { status: 503, body: { errors: [{ status: "503", title: "Down" }] } } });
    expect(await getSiteData("113")).toMatchObject({ name: "Choose YU", basePath: "/choose-yu" });
    expect(messages()).toEqual([SITE_DATA_FAILED, SITE_DATA_STALE]);
    tide.use({ [siteUrl("113")]: { body: {} } });
    expect(await getSiteData("113")).toMatchObject({ name: "Choose YU" });
    // A site never seen has no copy to fall back on.
    tide.use({ [siteUrl("114")]: { status: 503, body: { errors: [{ status: "503", title: "Down" }] } } });
    await expect(getSiteData("114")).rejects.toMatchObject({ title: SITE_DATA_FAILED });
  });
});
