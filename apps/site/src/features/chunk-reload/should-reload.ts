import { CHUNK_RELOAD_GUARD_MS } from "@/config/constants";

export const CHUNK_RELOAD_KEY = "yu:chunk-reload-at";

/** A failure to load a code chunk (after a deployment, or a flaky network). */
export function isChunkLoadError(error: { name?: string; message?: string }): boolean {
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Failed to load chunk/i.test(
      error.message ?? "",
    )
  );
}

/** One full reload per failed chunk load, at most once every 60 seconds (spec §4). */
export function shouldReloadForChunkError(
  error: { name?: string; message?: string },
  lastReloadAt: number | null,
  now: number,
): boolean {
  if (!isChunkLoadError(error)) return false;
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
