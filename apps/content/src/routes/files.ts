import { realpathSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyError, FastifyInstance } from "fastify";
import { replyWithError } from "../http/error-handler.ts";
import { FILES_PREFIX } from "../http/security-headers.ts";
import { notFound } from "../jsonapi/errors.ts";

const PREFIX = FILES_PREFIX;
/** Seeded files only change with a reseed: a year. */
const FILE_CACHE_MS = 31_536_000_000;

/** Whether a path below `root` stays inside it once symbolic links are followed (a missing file is left to the 404). */
function staysInside(root: string, pathname: string): boolean {
  try {
    return realpathSync(path.join(root, pathname)).startsWith(realpathSync(root) + path.sep);
  } catch {
    return true;
  }
}

/**
 * GET /sites/default/files/* — the seeded files from CONTENT_DIR/files, never anything outside it: dot segments,
 * hidden files, encoded slashes, directories and symbolic links out of the folder are all "no such file" (404).
 * Every answer here carries the file policy (a sandbox), not the API's (`http/security-headers.ts`).
 */
export async function registerFiles(app: FastifyInstance, contentDir: string): Promise<void> {
  await app.register(async (scope) => {
    // The plugin refuses a path that could leave the folder (403); to a visitor that is a file that is not there.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if ((error.statusCode ?? 500) >= 500) throw error;
      return replyWithError(reply, notFound("No such file."));
    });
    await scope.register(fastifyStatic, {
      root: path.join(contentDir, "files"), prefix: PREFIX, dotfiles: "ignore", index: false, list: false, redirect: false,
      cacheControl: true, maxAge: FILE_CACHE_MS, etag: true, lastModified: true,
      allowedPath: (pathname, root) => root !== undefined && staysInside(root, pathname),
    });
  });
}
