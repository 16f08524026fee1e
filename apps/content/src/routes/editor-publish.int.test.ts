import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/passwords.ts";
import { EditorAccountStore } from "../db/editor-account-store.ts";
import { PublishStore } from "../db/publish-store.ts";
import { SEARCH_INDEXING } from "../search/publish-indexing.ts";
import { ContentNotifier } from "../publish/notify.ts";
import { notifyingContentChange } from "../publish/notify-content-change.ts";
import { seedUuid } from "../seed/ids.ts";
import { seedFromContent } from "../seed/seed-database.ts";
import { bearer, FIXTURE_EDITORS, signIn } from "../testing/editors.ts";
import { bodyOf, TEST_DRIVERS, TEST_NOW, useSeededApp } from "../testing/test-app.ts";
import { MAY_NOT_PUBLISH } from "./editor-publish.ts";

const SITE_PORT = 4731;
const CACHE_PORT = 4732;
const SECRET = "publish-test-revalidate-secret";
const PURGE_SECRET = "publish-test-purge-secret";

interface Heard {
  method: string;
  authorization: string | undefined;
  tags: string[];
  purgeSecret: string | undefined;
  at: number;
}
const heard: Heard[] = [];
const receivers: Server[] = [];

/** A site's `POST /api/revalidate` and a Varnish accepting `PURGE` with `xkey-purge`, both recording what they get. */
function receiver(port: number): Promise<void> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const tags = request.method === "PURGE" ? String(request.headers["xkey-purge"] ?? "").split(" ")
        : (JSON.parse(body) as { tags: string[] }).tags;
      heard.push({ method: request.method ?? "", authorization: request.headers.authorization, tags, at: Date.now(),
        purgeSecret: typeof request.headers["x-purge-secret"] === "string" ? request.headers["x-purge-secret"] : undefined });
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ revalidated: tags }));
    });
  });
  receivers.push(server);
  return new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
}

beforeAll(async () => {
  await Promise.all([receiver(SITE_PORT), receiver(CACHE_PORT)]);
});
afterAll(async () => {
  await Promise.all(receivers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

interface Entity {
  data: { id: string; attributes: Record<string, unknown> };
  included?: { id: string; attributes: Record<string, unknown> }[];
}

const NOTIFY_ENV = {
  CONTENT_REVALIDATE_URLS: `http://127.0.0.1:${SITE_PORT}/api/revalidate`, CONTENT_REVALIDATE_SECRET: SECRET,
  CONTENT_PURGE_URLS: `http://127.0.0.1:${CACHE_PORT}/`, CONTENT_PURGE_SECRET: PURGE_SECRET,
};

describe.each(TEST_DRIVERS)("publishing a working copy ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixture content", () => {
    const seeded = useSeededApp(driver, "publish", NOTIFY_ENV);
    const plans = seedUuid("node--page", "draft-plans");
    const entityUrl = `/api/v1/node/page/${plans}?include=field_landing_page_component`;
    const publishUrl = `/api/v1/editor/node/${plans}/publish`;
    const tokens = { editor: "", member: "", previewer: "" };

    beforeAll(async () => {
      if (driver.skipReason !== null) return;
      await new EditorAccountStore(seeded.database.db).insert({ name: "previewer", passHash: await hashPassword("previewer-password-1"), roles: ["previewer", "contributor"] });
      tokens.editor = (await signIn(seeded.app, "editor", FIXTURE_EDITORS.editor.pass)).auth_token;
      tokens.member = (await signIn(seeded.app, "member", FIXTURE_EDITORS.member.pass)).auth_token;
      tokens.previewer = (await signIn(seeded.app, "previewer", "previewer-password-1")).auth_token;
    });
    beforeEach(() => {
      heard.length = 0;
    });

    const get = (url: string) => seeded.app.inject({ method: "GET", url });
    const publish = (token: string, payload?: Record<string, unknown>) => seeded.app.inject({ method: "POST", url: publishUrl,
      headers: { ...bearer(token), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      ...(payload === undefined ? {} : { payload }) });

    it("refuses anyone but a signed-in editor allowed to publish, and changes nothing", async () => {
      const anonymous = await seeded.app.inject({ method: "POST", url: publishUrl });
      expect(anonymous.statusCode).toBe(403);
      expect(bodyOf(anonymous)).toEqual({ message: "Access denied." });
      for (const token of [tokens.member, tokens.previewer]) {
        const refused = await publish(token);
        expect(refused.statusCode).toBe(403);
        expect(bodyOf(refused)).toEqual({ message: MAY_NOT_PUBLISH });
      }
      expect((await publish(tokens.editor, { revision: "x" })).statusCode).toBe(400);
      expect((await seeded.app.inject({ method: "POST", url: `${publishUrl}?site=x`, headers: bearer(tokens.editor) })).statusCode).toBe(400);
      expect((await seeded.app.inject({ method: "POST", url: "/api/v1/editor/node/not-a-uuid/publish", headers: bearer(tokens.editor) })).statusCode).toBe(400);
      expect((await seeded.app.inject({ method: "POST", url: `/api/v1/editor/node/${seedUuid("node--page", "nothing")}/publish`,
        headers: bearer(tokens.editor) })).statusCode).toBe(404);
      expect(bodyOf<Entity>(await get(entityUrl)).data.attributes.title).toBe("Strategic plan");
      expect(heard).toEqual([]);
    });

    it("makes the working copy current, public at once, and tells the site, then the cache, its tags", async () => {
      const before = bodyOf<Entity>(await get(entityUrl));
      const nid = Number(before.data.attributes.drupal_internal__nid);
      const vid = Number(before.data.attributes.drupal_internal__vid);
      expect(await new PublishStore(seeded.database.db, SEARCH_INDEXING).findNode("/about-yu/plans")).toMatchObject({ uuid: plans });
      const suggestUrl = "/s/suggest.json?collection=yu-search&partial_query=Strategic%20plan";
      const suggested = () => get(suggestUrl).then((response) => bodyOf<{ disp: string }[]>(response).map((item) => item.disp));
      // Asked once before: the answer is kept in process, and must not outlive the publish.
      expect(await suggested()).toEqual(["Strategic plan"]);

      const response = await publish(tokens.editor);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const answer = bodyOf<Record<string, unknown>>(response);
      expect(answer).toMatchObject({ uuid: plans, drupal_internal__nid: nid, drupal_internal__vid: vid + 1, previous_vid: vid, copied: false,
        path: "/about-yu/plans", title: "Strategic plan (draft)", tags: [`node:${nid}`, "node_list", "node_list:page"],
        revalidated: [{ ok: true, status: 200, attempts: 1 }], purged: [{ ok: true, status: 200, attempts: 1 }] });

      // The site was told first, with its secret; the cache after it answered, by the same tags.
      expect(heard.map((request) => request.method)).toEqual(["POST", "PURGE"]);
      expect(heard[0]).toMatchObject({ authorization: `Bearer ${SECRET}`, tags: [`node:${nid}`, "node_list", "node_list:page"] });
      expect(heard[1]).toMatchObject({ tags: [`node:${nid}`, "node_list", "node_list:page"], purgeSecret: PURGE_SECRET });

      const after = await get(entityUrl);
      const document = bodyOf<Entity>(after);
      expect(document.data.attributes).toMatchObject({ title: "Strategic plan (draft)", status: true, moderation_state: "published",
        drupal_internal__vid: vid + 1 });
      // The working copy's paragraph is public now; the tags told are those the answers carry.
      expect(document.included?.map((item) => item.attributes.field_paragraph_body)).toEqual([{ value: "<p>Draft only</p>", processed: "<p>Draft only</p>" }]);
      expect(String(after.headers["section-cache-tags"]).split(" ")).toContain(`node:${nid}`);
      const route = await get("/api/v1/route?path=/about-yu/plans&site=7");
      expect(bodyOf<{ data: { attributes: { uuid: string } } }>(route).data.attributes.uuid).toBe(plans);
      expect(String(route.headers["section-cache-tags"]).split(" ")).toContain(`node:${nid}`);
      const list = await get("/api/v1/node/page?filter[title]=Strategic plan (draft)");
      expect(bodyOf<{ data: unknown[] }>(list).data).toHaveLength(1);
      expect(String(list.headers["section-cache-tags"]).split(" ")).toContain("node_list:page");

      expect(await suggested()).toEqual(["Strategic plan (draft)"]);

      const again = await publish(tokens.editor);
      expect(again.statusCode).toBe(409);
      expect(heard).toHaveLength(2);
    });

    it("makes an older revision current as a new copy of it, hiding what only the replaced one showed", async () => {
      const current = bodyOf<Entity>(await get(entityUrl));
      const draftParagraph = current.included?.[0]?.id ?? "";
      const vid = Number(current.data.attributes.drupal_internal__vid);
      const oldest = vid - 3;
      const response = await publish(tokens.editor, { revision: oldest });
      expect(response.statusCode).toBe(200);
      expect(bodyOf(response)).toMatchObject({ copied: true, previous_vid: vid, title: "Strategic plan 2020" });
      const newVid = Number(bodyOf<Record<string, unknown>>(response).drupal_internal__vid);
      expect(newVid).toBeGreaterThan(vid);
      const after = bodyOf<Entity>(await get(entityUrl));
      expect(after.data.attributes).toMatchObject({ title: "Strategic plan 2020", drupal_internal__vid: newVid,
        body: expect.objectContaining({ processed: "<p>First published version of the plan</p>" }) });
      expect(after.included ?? []).toEqual([]);
      expect((await get(`/api/v1/paragraph/basic_text/${draftParagraph}`)).statusCode).toBe(403);
      expect(heard.map((request) => request.method)).toEqual(["POST", "PURGE"]);
      expect((await publish(tokens.editor, { revision: newVid })).statusCode).toBe(409);
      expect((await publish(tokens.editor, { revision: 999_999 })).statusCode).toBe(404);
    });

    it("tells the sites exactly what a re-seed changed back", async () => {
      const nid = Number(bodyOf<Entity>(await get(entityUrl)).data.attributes.drupal_internal__nid);
      const notifier = new ContentNotifier(seeded.config, { info: () => undefined, warn: () => undefined });
      const report = await notifyingContentChange(seeded.database.db, notifier, { info: () => undefined, warn: () => undefined },
        () => seedFromContent({ db: seeded.database.db, contentDir: seeded.config.contentDir, reset: true, scale: 0, demoEditors: true,
          placeholders: { productName: seeded.config.productName, shortName: seeded.config.productShortName, slug: seeded.config.productSlug,
            now: TEST_NOW }, log: { info: () => undefined, warn: () => undefined } }));
      // The plan is back as seeded; its paragraphs' visibility changed back too. Nothing else changed.
      expect(report?.tags).toContain(`node:${nid}`);
      expect(report?.tags).toContain("node_list");
      expect(report?.tags.every((tag) => /^(node:\d+|node_list|node_list:page|paragraph:\d+|paragraph_list)$/.test(tag))).toBe(true);
      expect(report?.tags.filter((tag) => tag.startsWith("node:"))).toEqual([`node:${nid}`]);
      expect(heard.filter((request) => request.method === "POST").flatMap((request) => request.tags)).toEqual(report?.tags);
      expect(bodyOf<Entity>(await get(entityUrl)).data.attributes.title).toBe("Strategic plan");
    });
  });
});
