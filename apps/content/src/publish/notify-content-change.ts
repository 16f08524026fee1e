import type { Db } from "../db/connection.ts";
import { readContentSnapshot } from "./content-snapshot.ts";
import { contentChangeTags } from "./content-change-tags.ts";
import type { ContentNotifier, NotifyLog, NotifyReport } from "./notify.ts";

/**
 * Runs a change made in bulk (a seed, a re-seed, the synthetic catalogue), then tells the sites and HTTP caches the
 * tags of exactly what the public sees differently. Nothing is read when nobody is to be told.
 */
export async function notifyingContentChange(db: Db, notifier: ContentNotifier, log: NotifyLog,
  change: () => Promise<unknown>): Promise<NotifyReport | null> {
  const before = notifier.configured ? await readContentSnapshot(db) : null;
  await change();
  if (before === null) return null;
  const tags = contentChangeTags(before, await readContentSnapshot(db));
  log.info(tags.length === 0 ? "content change: nothing the public sees changed; nobody to tell"
    : `content change: ${tags.length} changed cache tag${tags.length === 1 ? "" : "s"}`);
  return notifier.notify(tags);
}
