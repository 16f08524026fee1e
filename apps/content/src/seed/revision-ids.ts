import type { IdAllocator } from "./id-allocator.ts";

export interface NodeRevisionIds {
  /** Older revisions, oldest first. */
  older: number[];
  /** The published (default) revision: the node's drupal_internal__vid. */
  published: number;
  workingCopy: number | null;
}

/**
 * A node's revision ids, consecutive, in the order older revisions (oldest first), the published (default)
 * revision, the working copy: with the default revision P, the newest older one is P-1 and the working copy P+1.
 */
export function allocateNodeRevisionIds(allocator: IdAllocator, olderCount: number, hasWorkingCopy: boolean): NodeRevisionIds {
  const older = Array.from({ length: olderCount }, () => allocator.allocate("node"));
  const published = allocator.allocate("node");
  return { older, published, workingCopy: hasWorkingCopy ? allocator.allocate("node") : null };
}
