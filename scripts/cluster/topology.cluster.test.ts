// The production topology, running for real on loopback (scripts/cluster/topology.mjs): Varnish in front of two site
// instances that share their page cache through Redis, the content service on PostgreSQL. `npm test` runs this when
// Debian's varnish, varnish-modules, redis-server and postgresql are installed or installable (scripts/test.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTopology } from "./topology.mjs";

const base = Number(process.env.CLUSTER_TEST_PORT_BASE ?? 4910);
const dataDir = mkdtempSync(path.join(tmpdir(), "yu-cluster-test-"));
let topology: Awaited<ReturnType<typeof startTopology>>;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** One request, from a chosen local address (127.0.0.2 stands for "somewhere else"). */
function ask(url: string, options: { method?: string; headers?: Record<string, string>; from?: string; body?: string } = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: options.method ?? "GET", headers: options.headers, localAddress: options.from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          // A browser's gzip answer is read as the browser would.
          const raw = Buffer.concat(chunks);
          const body = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: Date.now() - started });
        });
      },
    );
    req.on("error", reject);
    req.setTimeout(40_000, () => req.destroy(new Error(`no answer from ${url}`)));
    req.end(options.body);
  });
}

const front = (pathname: string, options?: Parameters<typeof ask>[1]) => ask(`${topology.front}${pathname}`, options);

async function nodeIdOf(pathname: string): Promise<string> {
  const res = await ask(`${topology.content}/api/v1/route?site=7&path=${encodeURIComponent(pathname)}`);
  return (JSON.parse(res.body) as { data: { attributes: { entity_id: string } } }).data.attributes.entity_id;
}

beforeAll(async () => {
  topology = await startTopology({
    frontPort: base,
    contentPort: base + 1,
    sitePorts: [base + 2, base + 3],
    redisPort: base + 4,
    postgresPort: base + 5,
    dataDir,
    quiet: true,
    // The demo editors (public passwords), so that a test can sign in and publish.
    extraContentEnv: { CONTENT_DEMO_EDITORS: "true" },
  });
}, 400_000);

afterAll(async () => {
  await topology?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("the production topology", () => {
  it("keeps a public page at Varnish: the second request is a HIT, and it carries the content's tags", async () => {
    const first = await front("/about-yu");
    expect(first.status).toBe(200);
    const second = await front("/about-yu");
    expect(second.status).toBe(200);
    expect(second.headers["x-cache"]).toBe("HIT");
    const tags = String(second.headers["section-cache-tags"] ?? "").split(" ");
    expect(tags).toContain(`node:${await nodeIdOf("/about-yu")}`);
    expect(tags).toContain("config:site");
    // The chat block is read by type: a changed block elsewhere does not evict every page.
    expect(tags).toContain("block_content_list:vu_chat_block");
    expect(tags).not.toContain("block_content_list");
    expect(tags.some((tag) => tag.startsWith("yu:") || tag.startsWith("_N_T_"))).toBe(false);
    expect(second.headers.xkey).toBeUndefined();
  });

  it("keeps a compressed copy for browsers and an uncompressed one for clients without gzip, neither converted per request", async () => {
    const gzip = { "accept-encoding": "gzip, deflate, br" };
    await front("/courses", { headers: gzip });
    const compressed = await front("/courses", { headers: gzip });
    expect(compressed.headers["x-cache"]).toBe("HIT");
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    // The first plain request is a miss of its own: the plain copy is fetched uncompressed, not made from the gzip one.
    const firstPlain = await front("/courses");
    expect(firstPlain.headers["x-cache"]).toBe("MISS");
    const plain = await front("/courses");
    expect(plain.headers["x-cache"]).toBe("HIT");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("</html>");
  });

  it("shares rendered pages between the site instances through Redis", async () => {
    const [a, b] = topology.sites as [string, string];
    expect((await ask(`${a}/study-at-yu`)).status).toBe(200);
    const fromB = await ask(`${b}/study-at-yu`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers["x-nextjs-cache"]).toBe("HIT");
  });

  it("never keeps or serves from the cache an editor's request, a preview, the sign-in page or a POST", async () => {
    await front("/about-yu");
    const editor = await front("/about-yu", { headers: { cookie: "authenticatedContent=anything; other=1" } });
    expect(editor.headers["x-cache"]).toBe("MISS");
    for (const pathname of ["/login", "/preview/landing_page/66245a6f-b7d2-515d-b157-08b27d4d8703/latest?section=7"]) {
      await front(pathname);
      expect((await front(pathname)).headers["x-cache"], pathname).toBe("MISS");
    }
    const post = await front("/api/search-autocomplete", { method: "POST", headers: { "content-type": "application/json" } });
    expect(post.headers["x-cache"]).toBe("MISS");
    // An anonymous visitor with other cookies still gets the kept page.
    expect((await front("/about-yu", { headers: { cookie: "_ga=GA1.1.1" } })).headers["x-cache"]).toBe("HIT");
  });

  it("refuses a purge from an outside address or with a wrong secret, and takes one from the content side", async () => {
    await front("/about-yu");
    const outside = await front("/", { method: "PURGE", headers: { "xkey-purge": "config:site" }, from: "127.0.0.2" });
    expect(outside.status).toBe(403);
    const wrong = await front("/", { method: "PURGE", headers: { "xkey-purge": "config:site", "x-purge-secret": "not-the-secret-at-all" }, from: "127.0.0.2" });
    expect(wrong.status).toBe(403);
    expect((await front("/about-yu")).headers["x-cache"]).toBe("HIT");

    const nid = await nodeIdOf("/about-yu");
    const allowed = await front("/", { method: "PURGE", headers: { "xkey-purge": `node:${nid}`, "x-purge-secret": topology.purgeSecret }, from: "127.0.0.2" });
    expect(allowed.status).toBe(200);
    expect((await front("/about-yu")).headers["x-cache"]).toBe("MISS");
  });

  it("makes a publish live through Varnish and on both instances within 2 s, and evicts nothing else", async () => {
    const target = "/about-yu/vision-mission/accessibility-of-our-website";
    const unrelated = "/about-yu/campuses";
    const draftTitle = "Accessibility of our website (Draft)";
    const browser = { "accept-encoding": "gzip, deflate, br" };
    for (const pathname of [target, unrelated]) {
      await front(pathname);
      expect((await front(pathname)).headers["x-cache"], pathname).toBe("HIT");
      await front(pathname, { headers: browser });
      expect((await front(pathname, { headers: browser })).headers["x-cache"], pathname).toBe("HIT");
    }
    for (const site of topology.sites) await ask(`${site}${target}`);
    expect(String((await front(unrelated)).headers["section-cache-tags"]).split(" ")).not.toContain("node_list");

    const login = await ask(`${topology.content}/api/v1/user/login?_format=json&site=7`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "editor", pass: "demo-editor-password" }),
    });
    const token = (JSON.parse(login.body) as { auth_token: string }).auth_token;
    const route = await ask(`${topology.content}/api/v1/route?site=7&path=${encodeURIComponent(target)}`);
    const uuid = (JSON.parse(route.body) as { data: { attributes: { uuid: string } } }).data.attributes.uuid;

    const started = Date.now();
    const published = await ask(`${topology.content}/api/v1/editor/node/${uuid}/publish?site=7`, { method: "POST", headers: { "x-authorization": `Bearer ${token}` } });
    expect(published.status, published.body).toBe(200);
    // Through Varnish both kept copies (a browser's gzip one and the uncompressed one), and each instance.
    const everywhere = [`${topology.front}#gzip`, topology.front, ...topology.sites];
    const live = new Set<string>();
    while (live.size < everywhere.length && Date.now() - started < 5000) {
      for (const where of everywhere) {
        if (live.has(where)) continue;
        const answer = await ask(`${where.replace("#gzip", "")}${target}`, where.endsWith("#gzip") ? { headers: browser } : {});
        if (answer.body.includes(draftTitle)) live.add(where);
      }
    }
    const elapsed = Date.now() - started;
    console.log(`cluster: the publish was live through Varnish and on both instances ${elapsed} ms after it was sent`);
    expect([...live].sort()).toEqual([...everywhere].sort());
    expect(elapsed).toBeLessThan(2000);
    expect((await front(unrelated)).headers["x-cache"]).toBe("HIT");
    expect((await front(unrelated, { headers: browser })).headers["x-cache"]).toBe("HIT");
  });

  it("keeps answering when one site instance dies", async () => {
    await topology.stopPart("site2");
    for (const pathname of ["/about-yu/campuses", "/study-at-yu/courses", "/research", "/help", "/about-yu/contact-us", "/current-students"]) {
      const answer = await front(pathname);
      expect(answer.status, pathname).toBe(200);
    }
  });

  it("with the content service stopped, serves kept pages (grace) and the error page for the rest, in time", async () => {
    await front("/about-yu");
    await topology.stopPart("content");
    const kept = await front("/about-yu");
    expect(kept.status).toBe(200);
    expect(kept.body).toContain("About YU");
    const fresh = await front(`/about-yu/never-visited-${Date.now()}`);
    expect(fresh.status).toBe(503);
    expect(fresh.ms).toBeLessThan(35_000);
    expect(fresh.body).toContain("Something went wrong");
  });
});
