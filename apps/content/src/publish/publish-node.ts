import type { PublishOutcome, PublishStore } from "../db/publish-store.ts";
import { cacheTagOf } from "../jsonapi/document.ts";
import type { ContentNotifier, NotifyReport } from "./notify.ts";
import { nodeChangeTags } from "./notify-tags.ts";

export type PublishResult =
  | { kind: "published"; outcome: Extract<PublishOutcome, { kind: "published" }>; report: NotifyReport }
  | Exclude<PublishOutcome, { kind: "published" }>;

/**
 * Publishes a node's working copy (or makes `revisionId` current), then tells the sites and caches: publishing
 * means live now. `beforeNotify` drops what the running service keeps in process (search answers). The change is committed before anyone is told, and stays whatever they answer.
 */
export async function publishNode(store: PublishStore, notifier: ContentNotifier, uuid: string, revisionId: number | null,
  options: { now?: Date; beforeNotify?: () => void } = {}): Promise<PublishResult> {
  const outcome = await store.publish(uuid, revisionId, options.now ?? new Date());
  if (outcome.kind !== "published") return outcome;
  // The service's own answers kept in process go first, so that a site refetching them gets the new text.
  options.beforeNotify?.();
  const report = await notifier.notify(nodeChangeTags(cacheTagOf(outcome.node), outcome.node.bundle));
  return { kind: "published", outcome, report };
}

/** The answer of the endpoint and the command: what is now current, and who was told which tags. */
export function publishSummary(result: Extract<PublishResult, { kind: "published" }>): Record<string, unknown> {
  const { node, revisionId, previousRevisionId, copied } = result.outcome;
  return {
    uuid: node.uuid, type: node.type, drupal_internal__nid: node.internalId, drupal_internal__vid: revisionId,
    previous_vid: previousRevisionId, copied, path: node.pathAlias, title: node.attributes.title ?? null,
    tags: result.report.tags, revalidated: result.report.revalidated, purged: result.report.purged,
  };
}
