import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { signJwt } from "../auth/jwt.ts";
import { hashPassword } from "../auth/passwords.ts";
import { EditorAccountStore } from "../db/editor-account-store.ts";
import { seedUuid } from "../seed/ids.ts";
import { bearer, claimsOf, FIXTURE_EDITORS, signIn } from "../testing/editors.ts";
import { bodyOf, PUBLIC_URL, TEST_DRIVERS, TEST_JWT_SECRET, TEST_NOW, testConfig, useSeededApp } from "../testing/test-app.ts";

interface Resource {
  type: string;
  id: string;
  links: { self: { href: string } };
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: { type: string; id: string; meta?: Record<string, unknown> } | { type: string; id: string }[] | null }>;
}
interface Collection {
  data: Resource[];
  included?: Resource[];
  links: { self: { href: string }; next?: { href: string } };
  meta: { count: number };
}
interface Entity {
  data: Resource;
  included?: Resource[];
}

const id = (type: string, key: string) => seedUuid(type, key);
const nowSeconds = Math.floor(Date.now() / 1000);

describe.each(TEST_DRIVERS)("JSON:API resources ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixture content", () => {
    const seeded = useSeededApp(driver, "resources");
    // Signed in once per file as each kind of account (seed/fixtures/editors.yaml); `blocked` is blocked after signing in.
    const tokens = { editor: "", approver: "", member: "", blocked: "" };
    const editor = () => bearer(tokens.editor);
    beforeAll(async () => {
      tokens.editor = (await signIn(seeded.app, "editor", FIXTURE_EDITORS.editor.pass)).auth_token;
      tokens.approver = (await signIn(seeded.app, "approver", FIXTURE_EDITORS.approver.pass)).auth_token;
      tokens.member = (await signIn(seeded.app, "member", FIXTURE_EDITORS.member.pass)).auth_token;
      const accounts = new EditorAccountStore(seeded.database.db);
      await accounts.insert({ name: "later-blocked", passHash: await hashPassword("later-blocked-password"), roles: ["editor"] });
      tokens.blocked = (await signIn(seeded.app, "later-blocked", "later-blocked-password")).auth_token;
      await accounts.setBlocked("later-blocked", true, new Date());
    });
    const get = (url: string, headers: Record<string, string> = {}) => seeded.app.inject({ method: "GET", url, headers });
    const titles = async (url: string) => bodyOf<Collection>(await get(url)).data.map((item) => item.attributes.title);

    describe("entities", () => {
      it("returns a node with nested includes, relationship meta and Tide headers", async () => {
        const home = id("node--landing_page", "home");
        const response = await get(`/api/v1/node/landing_page/${home}?site=7&include=field_node_site.field_site_og_image.field_media_image,`
          + "field_featured_image.field_media_image,field_tags,field_topic,field_related_links,field_landing_page_component");
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toBe("application/vnd.api+json");
        const document = bodyOf<Entity & { jsonapi: unknown; links: { self: { href: string } } }>(response);
        expect(document.data).toMatchObject({ type: "node--landing_page", id: home, attributes: { title: "Home", status: true, path: { alias: "/home" } } });
        expect(Object.keys(document.data.attributes)[0]).toBe("drupal_internal__nid");
        expect(document.data.links.self.href).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/node/landing_page/${home}\\?resourceVersion=id%3A\\d+$`));
        expect(document.links.self.href).toContain(`${PUBLIC_URL}/api/v1/node/landing_page/${home}?site=7&include=`);
        expect(document.data.relationships.field_featured_image?.data).toEqual({ type: "media--image", id: id("media--image", "campus"),
          meta: { drupal_internal__target_id: expect.any(Number), alt: "Campus", width: 1200, height: 675 } });
        const included = (document.included ?? []).map((item) => `${item.type}:${item.id}`).sort();
        expect(included).toEqual([
          `file--file:${id("file--file", "campus")}`, `media--image:${id("media--image", "campus")}`,
          `paragraph--basic_text:${document.included?.find((item) => item.type === "paragraph--basic_text")?.id}`,
          `taxonomy_term--sites:${id("taxonomy_term--sites", "main")}`,
          `taxonomy_term--tags:${id("taxonomy_term--tags", "health")}`, `taxonomy_term--tags:${id("taxonomy_term--tags", "research")}`,
          `taxonomy_term--topic:${id("taxonomy_term--topic", "study")}`,
        ].sort());
        const file = document.included?.find((item) => item.type === "file--file");
        expect(file?.attributes).toMatchObject({ filename: "campus.svg", filemime: "image/svg+xml",
          uri: { url: "/sites/default/files/fixtures/campus.svg" }, url: `${PUBLIC_URL}/sites/default/files/fixtures/campus.svg` });
        const tags = String(response.headers["section-cache-tags"]).split(" ");
        expect(tags).toEqual(expect.arrayContaining([`node:${document.data.attributes.drupal_internal__nid}`, "taxonomy_term:7",
          `media:${(document.included ?? []).find((item) => item.type === "media--image")?.attributes.drupal_internal__mid}`]));
        expect(response.headers["x-sdp-app-type"]).toBe("tide");
      });

      it("includes nested paragraphs and never unpublished related resources", async () => {
        const about = id("node--landing_page", "about");
        const document = bodyOf<Entity>(await get(`/api/v1/node/landing_page/${about}?include=field_tags,`
          + "field_landing_page_component.field_paragraph_accordion,field_landing_page_component.field_paragraph_media.field_media_file"));
        const types = (document.included ?? []).map((item) => item.type).sort();
        expect(types).toEqual(["file--file", "media--document", "paragraph--accordion", "paragraph--accordion_content",
          "paragraph--accordion_content", "paragraph--embedded_video", "paragraph--related_links", "taxonomy_term--tags"]);
        expect(document.included?.find((item) => item.type === "taxonomy_term--tags")?.id).toBe(id("taxonomy_term--tags", "health"));
        const accordion = document.included?.find((item) => item.type === "paragraph--accordion");
        expect(accordion?.attributes).toMatchObject({ field_paragraph_title: "Frequently asked", parent_type: "node",
          parent_field_name: "field_landing_page_component" });
      });

      it("applies sparse fieldsets to data and included", async () => {
        const home = id("node--landing_page", "home");
        const document = bodyOf<Entity>(await get(`/api/v1/node/landing_page/${home}?include=field_tags`
          + "&fields[node--landing_page]=title,field_tags&fields[taxonomy_term--tags]=name"));
        expect(document.data.attributes).toEqual({ title: "Home" });
        expect(Object.keys(document.data.relationships)).toEqual(["field_tags"]);
        expect(document.included?.map((item) => item.attributes)).toEqual([{ name: "Health" }, { name: "Research" }]);
      });

      it("serves taxonomy, media, files, paragraphs, menus and blocks through the same routes", async () => {
        const sites = bodyOf<Collection>(await get("/api/v1/taxonomy_term/sites"));
        expect(sites.meta.count).toBe(3);
        expect(sites.data.map((site) => site.attributes.drupal_internal__tid)).toEqual([7, 102, 111]);
        const media = bodyOf<Entity>(await get(`/api/v1/media/document/${id("media--document", "handbook")}?include=field_media_file`
          + "&fields[media--document]=name,field_media_file&fields[file--file]=filemime,filesize"));
        expect(media.data.attributes).toEqual({ name: "Student handbook" });
        expect(media.included?.[0]?.attributes).toEqual({ filemime: "text/plain", filesize: 60 });
        const paragraphId = (bodyOf<Entity>(await get(`/api/v1/node/landing_page/${id("node--landing_page", "about")}`)).data
          .relationships.field_landing_page_component?.data as { id: string }[])[0]?.id;
        expect((await get(`/api/v1/paragraph/accordion/${paragraphId}`)).statusCode).toBe(200);
        expect(await titles("/api/v1/menu_link_content/menu_link_content?filter[menu_name]=legal&sort=weight"))
          .toEqual(["Privacy", "Accessibility"]);
        const chat = bodyOf<Collection>(await get("/api/v1/block_content/vu_chat_block?site=7"));
        expect(chat.data[0]?.attributes.vu_chat_settings).toEqual({ vu_chat_enabled: true, vu_chat_display_urls: "/study-at-yu*\n/" });
      });

      it("answers JSON:API errors for unknown types, bad and unknown ids, other sites and unpublished nodes", async () => {
        const cases: [string, number][] = [
          ["/api/v1/node/nonexistent", 404], ["/api/v1/node/nonexistent/" + id("node--page", "x"), 404],
          ["/api/v1/Node/page", 404], ["/api/v1/node", 404], ["/api/v1/node/page/not-a-uuid", 400],
          [`/api/v1/node/page/${id("node--page", "never-seeded")}`, 404],
          [`/api/v1/node/page/${id("node--landing_page", "home")}`, 404],
          [`/api/v1/node/news/${id("node--news", "sydney-only")}?site=7`, 404],
          [`/api/v1/node/page/${id("node--page", "secret")}`, 403],
        ];
        for (const [url, status] of cases) {
          const response = await get(url);
          expect(response.statusCode, url).toBe(status);
          expect(response.headers["content-type"], url).toBe("application/vnd.api+json");
          const { errors } = bodyOf<{ errors: { status: string; title: string }[] }>(response);
          expect(errors[0]?.status, url).toBe(String(status));
        }
        expect((await get(`/api/v1/node/news/${id("node--news", "sydney-only")}?site=111`)).statusCode).toBe(200);
        expect((await get(`/api/v1/node/page/${id("node--page", "secret")}`, editor())).statusCode).toBe(403);
      });
    });

    describe("collections", () => {
      it("lists only published nodes of the requested site, with a numeric count", async () => {
        const all = bodyOf<Collection>(await get("/api/v1/node/news"));
        expect(all.meta.count).toBe(4);
        const main = bodyOf<Collection>(await get("/api/v1/node/news?site=7"));
        expect(main.meta).toEqual({ count: 3 });
        expect(main.data.map((item) => item.id)).not.toContain(id("node--news", "sydney-only"));
        expect(await titles("/api/v1/node/page?site=7")).toEqual(["Strategic plan", "Economic models"]);
        expect(await titles("/api/v1/node/alert")).toEqual(["Exam timetable released", "CoPS seminar moved"]);
      });

      it("sorts by attribute paths, descending with -, strings case-insensitively", async () => {
        expect(await titles("/api/v1/node/news?sort=-field_news_date")).toEqual(["Zeta forecast from CoPS", "Rural health grant awarded",
          "Harbour campus news", "alpha opinion on policy"]);
        expect(await titles("/api/v1/node/news?sort=title")).toEqual(["alpha opinion on policy", "Harbour campus news",
          "Rural health grant awarded", "Zeta forecast from CoPS"]);
        expect(await titles("/api/v1/node/news?sort=-field_news_rank")).toEqual(["alpha opinion on policy", "Harbour campus news",
          "Rural health grant awarded", "Zeta forecast from CoPS"]);
        // A relationship path sorts by the related resource; news without a category sorts last.
        expect(await titles("/api/v1/node/news?sort=field_news_category.name,title")).toEqual(["Rural health grant awarded",
          "Zeta forecast from CoPS", "alpha opinion on policy", "Harbour campus news"]);
      });

      it("pages with page[offset] and page[limit], links.next and a 50-item cap", async () => {
        const first = bodyOf<Collection>(await get("/api/v1/node/news?site=7&sort=-field_news_date&page[limit]=1"));
        expect(first.data.map((item) => item.attributes.title)).toEqual(["Zeta forecast from CoPS"]);
        expect(first.meta.count).toBe(3);
        const next = first.links.next?.href ?? "";
        expect(next.startsWith(`${PUBLIC_URL}/api/v1/node/news?`)).toBe(true);
        expect(decodeURIComponent(next)).toContain("page[offset]=1&page[limit]=1");
        expect(decodeURIComponent(next)).toContain("sort=-field_news_date");
        const second = bodyOf<Collection>(await get(next.slice(PUBLIC_URL.length)));
        expect(second.data.map((item) => item.attributes.title)).toEqual(["Rural health grant awarded"]);
        const last = bodyOf<Collection>(await get("/api/v1/node/news?site=7&sort=-field_news_date&page[offset]=2&page[limit]=1"));
        expect(last.links.next).toBeUndefined();
        expect(last.data).toHaveLength(1);
        const beyond = bodyOf<Collection>(await get("/api/v1/node/news?site=7&page[offset]=10"));
        expect(beyond).toMatchObject({ data: [], meta: { count: 3 } });
        expect(bodyOf<Collection>(await get("/api/v1/menu_link_content/menu_link_content?page[limit]=500")).data.length).toBeLessThanOrEqual(50);
      });

      it("filters with the shortcut and condition forms and every operator", async () => {
        const cases: [string, string[]][] = [
          ["filter[field_news_rank]=3", ["Rural health grant awarded"]],
          ["filter[title]=Rural health grant awarded", ["Rural health grant awarded"]],
          ["filter[t][condition][path]=title&filter[t][condition][operator]=CONTAINS&filter[t][condition][value]=HEALTH", ["Rural health grant awarded"]],
          ["filter[t][condition][path]=title&filter[t][condition][operator]=STARTS_WITH&filter[t][condition][value]=zeta", ["Zeta forecast from CoPS"]],
          ["filter[t][condition][path]=title&filter[t][condition][operator]=ENDS_WITH&filter[t][condition][value]=(CoPS)", []],
          ["filter[t][condition][path]=title&filter[t][condition][operator]=ENDS_WITH&filter[t][condition][value]=cops", ["Zeta forecast from CoPS"]],
          ["filter[r][condition][path]=field_news_rank&filter[r][condition][operator]=IN&filter[r][condition][value][]=1&filter[r][condition][value][]=10",
            ["alpha opinion on policy", "Zeta forecast from CoPS"]],
          ["filter[r][condition][path]=field_news_rank&filter[r][condition][operator]=NOT IN&filter[r][condition][value]=1&filter[r][condition][value]=10",
            ["Harbour campus news", "Rural health grant awarded"]],
          ["filter[r][condition][path]=field_news_rank&filter[r][condition][operator]=<>&filter[r][condition][value]=3",
            ["alpha opinion on policy", "Harbour campus news", "Zeta forecast from CoPS"]],
          ["filter[r][condition][path]=field_news_rank&filter[r][condition][operator]=<=&filter[r][condition][value]=3",
            ["Rural health grant awarded", "Zeta forecast from CoPS"]],
          ["filter[d][condition][path]=field_news_date&filter[d][condition][operator]=>&filter[d][condition][value]=2026-06-11",
            ["Rural health grant awarded", "Zeta forecast from CoPS"]],
          ["filter[d][condition][path]=field_news_date&filter[d][condition][operator]=<&filter[d][condition][value]=2026-06-06", ["alpha opinion on policy"]],
          ["filter[r][condition][path]=field_news_rank&filter[r][condition][operator]=BETWEEN&filter[r][condition][value][]=2&filter[r][condition][value][]=6",
            ["Harbour campus news", "Rural health grant awarded"]],
          ["filter[r][condition][path]=field_news_rank&filter[r][condition][operator]=>=&filter[r][condition][value]=5",
            ["alpha opinion on policy", "Harbour campus news"]],
          ["filter[s][condition][path]=field_landing_page_summary&filter[s][condition][operator]=IS NOT NULL", ["Rural health grant awarded"]],
          ["filter[s][condition][path]=field_landing_page_summary&filter[s][condition][operator]=IS NULL",
            ["alpha opinion on policy", "Harbour campus news", "Zeta forecast from CoPS"]],
          [`filter[field_tags.id]=${id("taxonomy_term--tags", "research")}`, ["alpha opinion on policy", "Rural health grant awarded"]],
          ["filter[field_news_category.field_machine_name]=opinion", ["alpha opinion on policy"]],
          ["filter[c][condition][path]=field_news_category.name&filter[c][condition][value]=Media release",
            ["Rural health grant awarded", "Zeta forecast from CoPS"]],
          ["filter[field_node_site.drupal_internal__tid]=102", ["Zeta forecast from CoPS"]],
          ["filter[field_node_site.meta.drupal_internal__target_id]=111", ["Harbour campus news"]],
          [`filter[id]=${id("node--news", "alpha-opinion")}`, ["alpha opinion on policy"]],
          ["filter[status]=1&filter[path.alias]=/about-yu/news-events/news/alpha-opinion", ["alpha opinion on policy"]],
          ["filter[g][group][conjunction]=OR&filter[a][condition][path]=title&filter[a][condition][operator]=STARTS_WITH"
            + "&filter[a][condition][value]=alpha&filter[a][condition][memberOf]=g&filter[b][condition][path]=field_news_rank"
            + "&filter[b][condition][value]=1&filter[b][condition][memberOf]=g", ["alpha opinion on policy", "Zeta forecast from CoPS"]],
          ["filter[t][condition][path]=title&filter[t][condition][operator]=CONTAINS&filter[t][condition][value]=%25' OR 1=1 --", []],
        ];
        for (const [filter, expected] of cases) {
          const response = await get(`/api/v1/node/news?${filter}&sort=title`);
          expect(response.statusCode, filter).toBe(200);
          expect(bodyOf<Collection>(response).data.map((item) => item.attributes.title), filter).toEqual(expected);
        }
        expect(await titles("/api/v1/node/course?filter[field_course_international]=1")).toEqual(["Bachelor of Nursing"]);
        expect(await titles("/api/v1/node/course?filter[field_course_international]=true")).toEqual(["Bachelor of Nursing"]);
        expect(await titles("/api/v1/node/course?filter[field_course_international]=0")).toEqual([]);
        expect(await titles(`/api/v1/node/course?filter[field_course_intakes]=2026-07-15`)).toEqual(["Bachelor of Nursing"]);
        expect(TEST_NOW.toISOString()).toBe("2026-06-15T00:00:00.000Z");
      });

      it("answers 400 JSON:API errors for malformed queries", async () => {
        for (const query of ["filter[t][condition][path]=title&filter[t][condition][operator]=LIKE&filter[t][condition][value]=x",
          "sort=title;drop table", "page[limit]=abc", "page[offset]=-5", "include=a..b", "fields[node]=title", "site=main",
          "filter[t][condition][path]=title&filter[t][condition][operator]=BETWEEN&filter[t][condition][value]=x"]) {
          const response = await get(`/api/v1/node/news?${query}`);
          expect(response.statusCode, query).toBe(400);
          expect(response.headers["content-type"]).toBe("application/vnd.api+json");
          expect(bodyOf<{ errors: { status: string }[] }>(response).errors[0]?.status).toBe("400");
        }
      });

      it("tags list responses with their bundle's list tag and each resource's tag", async () => {
        const response = await get("/api/v1/node/news?site=7&page[limit]=1&sort=title");
        const tags = String(response.headers["section-cache-tags"]).split(" ");
        expect(tags[0]).toBe("node_list:news");
        expect(tags).not.toContain("node_list");
        const blocks = String((await get("/api/v1/block_content/vu_chat_block")).headers["section-cache-tags"]).split(" ");
        expect(blocks[0]).toBe("block_content_list:vu_chat_block");
        expect(blocks).not.toContain("block_content_list");
        expect(tags).toEqual(expect.arrayContaining([expect.stringMatching(/^node:\d+$/), "taxonomy_term:7"]));
      });
    });

    describe("revisions (resourceVersion)", () => {
      const plans = id("node--page", "draft-plans");
      const plansUrl = `/api/v1/node/page/${plans}`;

      it("answers 501 for resource types other than nodes", async () => {
        for (const url of ["/api/v1/taxonomy_term/tags?resourceVersion=rel:working-copy",
          `/api/v1/media/image/${id("media--image", "logo")}?resourceVersion=id:1`]) {
          const response = await get(url, editor());
          expect(response.statusCode, url).toBe(501);
          expect(bodyOf<{ errors: { status: string }[] }>(response).errors[0]?.status).toBe("501");
        }
      });

      it("refuses a working copy without a valid editor token", async () => {
        const claims = claimsOf(tokens.editor);
        const attempts: Record<string, string>[] = [{}, { "x-authorization": "Bearer nonsense" },
          { "x-authorization": `Bearer ${await signJwt({ ...claims, iat: nowSeconds - 700, exp: nowSeconds - 5 }, TEST_JWT_SECRET)}` },
          { "x-authorization": `Bearer ${await signJwt(claims, "another-secret")}` },
          // Signed with the right secret but naming no session: a token from before sign-in existed.
          { "x-authorization": `Bearer ${await signJwt({ iat: nowSeconds, exp: nowSeconds + 600, drupal: { uid: "6492" } }, TEST_JWT_SECRET)}` },
          { authorization: `Bearer ${tokens.editor}` }];
        for (const headers of attempts) {
          const response = await get(`${plansUrl}?resourceVersion=rel:working-copy`, headers);
          expect(response.statusCode).toBe(403);
          expect(bodyOf(response)).toMatchObject({ errors: [{ status: "403", title: "Permission denied." }] });
          expect(response.headers["cache-control"]).toBe("private, no-store");
        }
      });

      it("shows the working copy and its draft paragraphs to an editor", async () => {
        const published = bodyOf<Entity>(await get(plansUrl)).data.attributes;
        const response = await get(`${plansUrl}?resourceVersion=rel:working-copy&include=field_landing_page_component`, editor());
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("private, no-store");
        const document = bodyOf<Entity>(response);
        expect(document.data.attributes).toMatchObject({ title: "Strategic plan (draft)", status: false, moderation_state: "draft",
          drupal_internal__vid: Number(published.drupal_internal__vid) + 1 });
        expect(document.included?.map((item) => item.attributes.field_paragraph_body)).toEqual([{ value: "<p>Draft only</p>", processed: "<p>Draft only</p>" }]);
        expect((await get(`${plansUrl}?resourceVersion=id:${Number(published.drupal_internal__vid) + 1}`, editor())).statusCode).toBe(200);
        expect((await get(`${plansUrl}?resourceVersion=id:${Number(published.drupal_internal__vid) + 1}`)).statusCode).toBe(403);
        const draftParagraph = document.included?.[0]?.id;
        expect((await get(`/api/v1/paragraph/basic_text/${draftParagraph}`)).statusCode).toBe(403);
      });

      it("lets anyone read the published default revision by id, and 404s unknown revisions", async () => {
        const published = bodyOf<Entity>(await get(plansUrl)).data.attributes;
        const response = await get(`${plansUrl}?resourceVersion=id:${String(published.drupal_internal__vid)}`);
        expect(response.statusCode).toBe(200);
        expect(bodyOf<Entity>(response).data.attributes.title).toBe("Strategic plan");
        expect((await get(`/api/v1/node/landing_page/${id("node--landing_page", "home")}?resourceVersion=rel:working-copy`)).statusCode).toBe(200);
        expect((await get(`${plansUrl}?resourceVersion=id:99999`, editor())).statusCode).toBe(404);
        expect((await get(`${plansUrl}?resourceVersion=latest`, editor())).statusCode).toBe(400);
      });

      it("shows unpublished nodes only to an editor asking for a revision", async () => {
        const secret = `/api/v1/node/page/${id("node--page", "secret")}?resourceVersion=rel:working-copy`;
        expect((await get(secret)).statusCode).toBe(403);
        expect(bodyOf<Entity>(await get(secret, editor())).data.attributes.title).toBe("Not yet announced");
      });

      it("reads collections as working copies for editors only", async () => {
        expect((await get("/api/v1/node/page?resourceVersion=rel:working-copy")).statusCode).toBe(403);
        expect((await get("/api/v1/node/page?resourceVersion=id:3", editor())).statusCode).toBe(400);
        const response = await get("/api/v1/node/page?resourceVersion=rel:working-copy&sort=title", editor());
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("private, no-store");
        expect(bodyOf<Collection>(response).data.map((item) => item.attributes.title))
          .toEqual(["Economic models", "Not yet announced", "Strategic plan (draft)"]);
      });

      it("numbers a node's revisions older ones first, then the published one, then the working copy; each shows its own", async () => {
        const published = bodyOf<Entity>(await get(plansUrl)).data.attributes;
        const vid = Number(published.drupal_internal__vid);
        const revision = async (n: number) => bodyOf<Entity>(await get(`${plansUrl}?resourceVersion=id:${n}`, editor())).data.attributes;
        const [first, second, current, draft] = await Promise.all([revision(vid - 2), revision(vid - 1), revision(vid), revision(vid + 1)]);
        const summary = (attributes: Record<string, unknown> | undefined) => attributes === undefined ? null : {
          title: attributes.title, vid: attributes.drupal_internal__vid, state: attributes.moderation_state, log: attributes.revision_log };
        expect([summary(first), summary(second), summary(current), summary(draft)]).toEqual([
          { title: "Strategic plan 2020", vid: vid - 2, state: "published", log: "First published version" },
          { title: "Strategic plan 2025", vid: vid - 1, state: "published", log: "Retitled for the new plan" },
          { title: "Strategic plan", vid, state: "published", log: null },
          { title: "Strategic plan (draft)", vid: vid + 1, state: "draft", log: null },
        ]);
        expect(first?.body).toMatchObject({ value: "<p>First published version of the plan</p>" });
        expect(second?.body).toMatchObject({ value: "<p>Published plan</p>" });
        const times = [first, second, current, draft].map((attributes) => Date.parse(String(attributes?.changed)));
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        expect(new Set(times).size).toBe(4);
        for (const attributes of [first, second, current, draft]) expect(attributes?.revision_timestamp).toBe(attributes?.changed);
        expect(current).toEqual(published);
        // Older revisions are not public, and a revision of another node is not this node's.
        expect((await get(`${plansUrl}?resourceVersion=id:${vid - 1}`)).statusCode).toBe(403);
        expect((await get(`${plansUrl}?resourceVersion=id:${vid - 1}`, bearer(tokens.member))).statusCode).toBe(403);
        expect((await get(`${plansUrl}?resourceVersion=id:${vid - 3}`, editor())).statusCode).toBe(404);
        // Only the published revision is listed publicly.
        expect(await titles("/api/v1/node/page?site=7")).toEqual(["Strategic plan", "Economic models"]);
      });

      it("shows working copies and numbered revisions to editorial roles only", async () => {
        const published = bodyOf<Entity>(await get(plansUrl)).data.attributes;
        const draftVid = Number(published.drupal_internal__vid) + 1;
        const urls = [`${plansUrl}?resourceVersion=rel:working-copy`, `${plansUrl}?resourceVersion=id:${draftVid}`,
          "/api/v1/node/page?resourceVersion=rel:working-copy", `/api/v1/node/page/${id("node--page", "secret")}?resourceVersion=rel:working-copy`];
        const expected: [string, Record<string, string>, number][] = [
          ["editor", bearer(tokens.editor), 200], ["approver", bearer(tokens.approver), 200],
          ["member (no editorial role)", bearer(tokens.member), 403], ["blocked", bearer(tokens.blocked), 403], ["anonymous", {}, 403],
        ];
        for (const url of urls) {
          for (const [who, headers, status] of expected) {
            const response = await get(url, headers);
            expect(response.statusCode, `${who} ${url}`).toBe(status);
            if (status === 403) expect(bodyOf(response), `${who} ${url}`).toMatchObject({ errors: [{ status: "403", title: "Permission denied." }] });
          }
        }
        // The published default revision stays public, whoever asks.
        for (const [who, headers] of expected) {
          expect((await get(`${plansUrl}?resourceVersion=id:${String(published.drupal_internal__vid)}`, headers)).statusCode, who).toBe(200);
        }
      });

      it("refuses tokens of another secret when the service uses its generated one (CONTENT_JWT_SECRET unset)", async () => {
        const app = await createApp({ config: testConfig({ CONTENT_JWT_SECRET: "" }), db: seeded.database.db });
        try {
          const response = await app.inject({ method: "GET", url: `${plansUrl}?resourceVersion=rel:working-copy`, headers: editor() });
          expect(response.statusCode).toBe(403);
          const own = await signIn(app, "editor", FIXTURE_EDITORS.editor.pass);
          const working = await app.inject({ method: "GET", url: `${plansUrl}?resourceVersion=rel:working-copy`, headers: bearer(own.auth_token) });
          expect(working.statusCode).toBe(200);
        } finally {
          await app.close();
        }
      });
    });
  });
});
