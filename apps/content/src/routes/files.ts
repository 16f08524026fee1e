import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { FILE_CACHE } from "../http/cache-control.ts";
import { notFound } from "../jsonapi/errors.ts";
import { mimeTypeFor } from "../files/mime-types.ts";
import { resolveFilePath } from "../files/safe-path.ts";

const PREFIX = "/sites/default/files/";

/** GET /sites/default/files/* — the seeded files from CONTENT_DIR/files, never anything outside it. */
export function registerFiles(app: FastifyInstance, contentDir: string): void {
  const root = path.join(contentDir, "files");
  app.get(`${PREFIX}*`, async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "";
    const candidate = resolveFilePath(root, urlPath.slice(PREFIX.length));
    if (candidate === null) throw notFound("No such file.");
    let real: string;
    let realRoot: string;
    let info;
    try {
      [real, realRoot] = await Promise.all([realpath(candidate), realpath(root)]);
      info = await stat(real);
    } catch {
      throw notFound("No such file.");
    }
    // A symbolic link must not lead out of the files folder.
    if (!real.startsWith(realRoot + path.sep) || !info.isFile()) throw notFound("No such file.");

    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const type = mimeTypeFor(real);
    reply.header("cache-control", FILE_CACHE).header("etag", etag).header("last-modified", info.mtime.toUTCString())
      .header("x-content-type-options", "nosniff");
    // SVG can carry script; served from the content host it must stay an inert image.
    if (type.startsWith("image/svg")) reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.header("content-type", type).header("content-length", info.size).send(createReadStream(real));
  });
}
