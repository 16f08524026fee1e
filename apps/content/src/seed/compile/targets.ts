import { hasMachineNameId } from "../../drupal/entity-ids.ts";
import type { IdAllocator } from "../id-allocator.ts";
import { seedUuid } from "../ids.ts";
import { splitType } from "../references.ts";
import { describeSource, type SeedRecord } from "../types.ts";
import { isMapping, type Target } from "./build.ts";

/** Fixed term ids (`tid`), reserved first so that sequential ids can step around them; every site needs one. */
export function reserveFixedTermIds(entityRecords: SeedRecord[], ids: IdAllocator, problems: string[]): Map<SeedRecord, number> {
  const fixedIds = new Map<SeedRecord, number>();
  for (const record of entityRecords) {
    const tid = record.body.tid;
    if (tid === undefined) {
      if (record.type === "taxonomy_term--sites") {
        problems.push(`${describeSource(record.source, `${record.type}:${record.key}`)}: a site needs a fixed numeric tid`);
      }
      continue;
    }
    const where = describeSource(record.source, `${record.type}:${record.key}`);
    if (!record.type.startsWith("taxonomy_term--")) problems.push(`${where}: only taxonomy terms take a tid`);
    else if (typeof tid !== "number" || !Number.isInteger(tid) || tid <= 0) problems.push(`${where}: tid must be a positive integer`);
    else if (!ids.reserve("taxonomy_term", tid)) problems.push(`${where}: tid ${tid} is used by another term`);
    else fixedIds.set(record, tid);
  }
  return fixedIds;
}

/** The uuid and ids of every entity and menu, by "type:key", so that references can resolve in any order. */
export function allocateTargets(entityRecords: SeedRecord[], menuRecords: SeedRecord[], fixedIds: Map<SeedRecord, number>,
  ids: IdAllocator): Map<string, Target> {
  const targets = new Map<string, Target>();
  for (const record of entityRecords) {
    const { entityType } = splitType(record.type);
    const internalId = fixedIds.get(record) ?? ids.allocate(entityType);
    const attributes = isMapping(record.body.attributes) ? record.body.attributes : {};
    const machineName = attributes.drupal_internal__id;
    const targetId = hasMachineNameId(entityType) ? (typeof machineName === "string" ? machineName : record.key) : internalId;
    targets.set(`${record.type}:${record.key}`, { uuid: seedUuid(record.type, record.key), type: record.type, internalId, targetId });
  }
  for (const record of menuRecords) {
    targets.set(`menu--menu:${record.key}`, {
      uuid: seedUuid("menu--menu", record.key), type: "menu--menu", internalId: ids.allocate("menu"), targetId: record.key,
    });
  }
  return targets;
}

/** Site term tids by the site record's key. */
export function siteTidsOf(entityRecords: SeedRecord[], fixedIds: Map<SeedRecord, number>): Map<string, number> {
  const siteTids = new Map<string, number>();
  for (const record of entityRecords) {
    if (record.type !== "taxonomy_term--sites") continue;
    const tid = fixedIds.get(record);
    if (tid !== undefined) siteTids.set(record.key, tid);
  }
  return siteTids;
}
