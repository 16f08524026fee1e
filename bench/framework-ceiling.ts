// The framework's own ceiling on this machine, beside the topology suite's figures: a bare Next.js app (the site's
// Next version, no proxy, no site code, no data) built in a temporary folder, with two pages the size of the
// measured page: one served from Next's page cache, and one rendered for each new address (as a never-visited
// page is). Whatever the site adds can only lower these rates.
import { spawn, type ChildProcess } from "node:child_process";
import { buildBareNextApp, nextBin } from "../scripts/bare-next-app.mjs";
import { waitForUrl } from "../scripts/lib.mjs";

/** One paragraph of the pages, with its share of the page's data: about this many bytes of a page each. */
const BYTES_PER_PARAGRAPH = 258;

export interface FrameworkCeiling {
  /** The cached page's address and the fresh pages' prefix, on `origin`. */
  origin: string;
  cachedPath: string;
  freshPrefix: string;
  bytes: number;
  stop(): Promise<void>;
}

const paragraphs = (count: number) =>
  `const rows = Array.from({ length: ${count} }, (_, i) => \`Paragraph \${i}: the quick brown fox jumps over the lazy dog again and again.\`);`;

/** Builds and starts the bare app on `port`, its pages about `bytes` long. */
export async function startFrameworkCeiling(port: number, bytes: number): Promise<FrameworkCeiling> {
  const count = Math.max(1, Math.round(bytes / BYTES_PER_PARAGRAPH));
  const { dir, remove } = buildBareNextApp("yu-bench-framework", {
    "app/cached/page.tsx": [
      "export const revalidate = 3600;",
      paragraphs(count),
      'export default function Page() { return <main><h1>A page</h1>{rows.map((r, i) => <p key={i} className="row">{r}</p>)}</main>; }',
    ].join("\n"),
    "app/fresh/[id]/page.tsx": [
      "export const revalidate = 3600;",
      "export async function generateStaticParams() { return []; }",
      paragraphs(count),
      "export default async function Page({ params }: { params: Promise<{ id: string }> }) {",
      "  const { id } = await params;",
      '  return <main><h1>Page {id}</h1>{rows.map((r, i) => <p key={i} className="row">{r}</p>)}</main>;',
      "}",
    ].join("\n"),
  });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const server: ChildProcess = spawn(process.execPath, [nextBin, "start", "-p", String(port)], { cwd: dir, env, stdio: "ignore" });
  const origin = `http://127.0.0.1:${port}`;
  if (!(await waitForUrl(`${origin}/cached`, { child: server, timeoutMs: 20_000 }))) {
    server.kill("SIGTERM");
    remove();
    throw new Error("the bare Next app did not start");
  }
  const page = await (await fetch(`${origin}/cached`)).text();
  return {
    origin,
    cachedPath: "/cached",
    freshPrefix: "/fresh/",
    bytes: Buffer.byteLength(page),
    stop: async () => {
      // Its folder goes once it has exited: until then it may still be writing the pages it rendered under load.
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
      remove();
    },
  };
}
