import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { getEntity } from "./entity";
import { includesFor } from "./includes";
import { makeJwt } from "./testing/fake-fetch";
import { fakeTide } from "./testing/fake-tide";
import { HOME_UUID, landingPageDoc } from "./testing/payloads";
import { TEST_BASE } from "./testing/test-env";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const ctx = { siteId: "7", requestId: "r-1" };
const include = (bundle: string) => encodeURIComponent(includesFor("node", bundle).join(","));
const homeUrl = `${TEST_BASE}/api/v1/node/landing_page/${HOME_UUID}?site=7&include=${include("landing_page")}`;

const tide = fakeTide();

describe("getEntity", () => {
  it("fetches the entity with its bundle's includes and tags it by uuid", async () => {
    tide.use({ [homeUrl]: { body: landingPageDoc(), headers: { "section-cache-tags": "node:4821 media:1" } } });
    const res = await getEntity("node", "landing_page", HOME_UUID, ctx);
    expect(res.document.data.attributes.title).toBe("Home");
    expect(res.document.included).toHaveLength(3);
    expect(res.cacheTags).toEqual(["node:4821", "media:1"]);
    expect(tide.fake.calls[0]?.init.next).toEqual({ revalidate: 60, tags: [`yu:node:${HOME_UUID}`] });
  });

  it("sends no include for types that need none and adds requested extras", async () => {
    tide.use({
      [`${TEST_BASE}/api/v1/taxonomy_term/tags/t1?site=7`]: { body: { data: { type: "taxonomy_term--tags", id: "t1" } } },
      [`${TEST_BASE}/api/v1/node/unit/u1?site=7&include=field_featured_image.field_media_image%2Cfield_unit_prerequisites`]: { body: { data: { type: "node--unit", id: "u1" } } },
    });
    await getEntity("taxonomy_term", "tags", "t1", ctx);
    await getEntity("node", "unit", "u1", ctx, { include: ["field_unit_prerequisites"] });
    expect(tide.fake.calls).toHaveLength(2);
  });

  it("asks for the working copy when previewing, with the editor token and no caching", async () => {
    const token = makeJwt({ exp: Math.floor(Date.now() / 1000) + 600 });
    tide.use({ [`${homeUrl}&resourceVersion=rel%3Aworking-copy`]: { body: landingPageDoc() } });
    await getEntity("node", "landing_page", HOME_UUID, { ...ctx, authToken: token, preview: { revision: "latest" } });
    expect(tide.fake.calls[0]?.headers["x-authorization"]).toBe(`Bearer ${token}`);
    expect(tide.fake.calls[0]?.headers["x-request-id"]).toBe("r-1");
    expect(tide.fake.calls[0]?.init.cache).toBe("no-store");
  });

  it("logs 'Failed to get entity … data' and rethrows", async () => {
    tide.use({ [homeUrl]: { status: 500, body: { errors: [{ status: "500", title: "Internal Server Error" }] } } });
    await expect(getEntity("node", "landing_page", HOME_UUID, ctx)).rejects.toMatchObject({ status: 500 });
    expect(tide.logged()).toEqual([
      expect.objectContaining({ level: "error", msg: `Failed to get entity node/landing_page/${HOME_UUID} data`, requestId: "r-1", status: 500 }),
    ]);
  });
});
