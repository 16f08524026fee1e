import path from "node:path";
import type { StoredIdentifier, StoredRelationships } from "../db/schema.ts";
import { fileMimeFor } from "./file-mime.ts";
import { drupalTimestamp } from "../drupal/timestamp.ts";
import { IdAllocator } from "./id-allocator.ts";
import { hasMachineNameId, internalIdAttribute, revisionIdAttribute } from "../drupal/entity-ids.ts";
import { seedUuid } from "./ids.ts";
import { internalPath } from "../paths/link-uri.ts";
import type { SeedFile } from "./load-files.ts";
import { flattenMenu } from "./menus.ts";
import type { PlaceholderContext } from "./placeholders.ts";
import { readRecords } from "./records.ts";
import { isSiteServedPath } from "./site-served-paths.ts";
import { isResourceType, parseReference, parseReferenceString, splitType } from "./references.ts";
import { allocateNodeRevisionIds } from "./revision-ids.ts";
import { checkRevisionTimes, readOlderRevisions, readWorkingCopy, workingCopyChanged, type RevisionSpec } from "./revision-specs.ts";
import { buildSearchText } from "../search/search-text.ts";
import { storedElements } from "../webform/stored-elements.ts";
import {
  describeSource, SeedValidationError, type CompiledSeed, type RedirectRow, type ResourceRow, type RevisionRow,
  type SeedRecord, type SiteConfigRow,
} from "./types.ts";

export interface CompileOptions {
  placeholders: PlaceholderContext;
  /** Size in bytes of a file below the content `files/` folder (path relative to it); null when missing. */
  fileSize: (relativePath: string) => number | null;
}

interface Target {
  uuid: string;
  type: string;
  internalId: number;
  /** Drupal's `drupal_internal__target_id`: the numeric id, or the machine name of a config entity. */
  targetId: number | string;
}

interface Host {
  type: string;
  entityType: string;
  key: string;
  internalId: number;
}

export const FILES_URL_PREFIX = "/sites/default/files/";
const MAIN_SITE_KEY = "main";
const ENTITY_FIELDS = new Set(["type", "key", "path", "sites", "published", "attributes", "relationships", "working_copy", "revisions", "tid"]);
const MENU_CONFIG_FIELDS = ["main_menu", "footer_menu", "legal_menu", "subsite_menu"];
const REDIRECT_CODES = new Set([301, 302, 303, 307, 308]);

type Mapping = Record<string, unknown>;

function isMapping(value: unknown): value is Mapping {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function normaliseAlias(alias: string): string {
  return alias.length > 1 ? alias.replace(/\/+$/, "") : alias;
}

/**
 * Compiles seed records into database rows (pure: file sizes come in through `fileSize`). Every problem
 * in the whole content set is collected and thrown together as a SeedValidationError.
 */
export function compileSeed(files: SeedFile[], options: CompileOptions): CompiledSeed {
  const problems: string[] = [];
  const warnings: string[] = [];
  const records = readRecords(files, options.placeholders, problems);
  const now = drupalTimestamp(options.placeholders.now);
  const ids = new IdAllocator();
  const targets = new Map<string, Target>();
  const resources: ResourceRow[] = [];
  const revisions: RevisionRow[] = [];

  const entityRecords = records.filter((record) => isResourceType(record.type));
  const menuRecords = records.filter((record) => record.type === "menu");

  // Fixed term ids first, so sequential ids can step around them.
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

  const siteTids = new Map<string, number>();
  for (const record of entityRecords) {
    if (record.type !== "taxonomy_term--sites") continue;
    const tid = fixedIds.get(record);
    if (tid !== undefined) siteTids.set(record.key, tid);
  }

  const identifierFor = (target: Target, meta?: Mapping): StoredIdentifier => ({
    type: target.type, id: target.uuid, meta: { drupal_internal__target_id: target.targetId, ...meta },
  });

  // `variant` is null for the published revision, else the key prefix of a revision's own paragraphs
  // ("working-copy/", "revisions/0/"): those are unpublished, reached only through that revision.
  const createParagraph = (item: Mapping, host: Host, field: string, index: number, variant: string | null,
    where: string): StoredIdentifier | null => {
    const bundle = item.paragraph;
    if (typeof bundle !== "string" || !/^[a-z0-9_]+$/.test(bundle)) {
      problems.push(`${where}: ${field}[${index}]: paragraph must name a bundle such as accordion`);
      return null;
    }
    for (const name of Object.keys(item)) {
      if (!["paragraph", "key", "attributes", "relationships"].includes(name)) {
        problems.push(`${where}: ${field}[${index}]: unknown paragraph field "${name}"`);
      }
    }
    const type = `paragraph--${bundle}`;
    const key = `${host.type}:${host.key}/${variant ?? ""}${field}/${typeof item.key === "string" ? item.key : index}`;
    const internalId = ids.allocate("paragraph");
    const uuid = seedUuid(type, key);
    const paragraphHost: Host = { type, entityType: "paragraph", key, internalId };
    const given = isMapping(item.attributes) ? item.attributes : {};
    if (item.attributes !== undefined && !isMapping(item.attributes)) problems.push(`${where}: ${field}[${index}]: attributes must be a mapping`);
    const relationships = resolveRelationships(item.relationships, paragraphHost, variant, where);
    const attributes: Mapping = {
      drupal_internal__id: internalId, drupal_internal__revision_id: internalId, langcode: "en", status: true,
      created: now, parent_id: String(host.internalId), parent_type: host.entityType, parent_field_name: field,
      behavior_settings: [], default_langcode: true, revision_translation_affected: true, ...given,
    };
    resources.push({
      uuid, type, entityType: "paragraph", bundle, internalId, revisionId: internalId, published: variant === null, attributes,
      relationships, pathAlias: null, siteTids: [], primarySite: null, searchText: buildSearchText(given),
    });
    return { type, id: uuid, meta: { target_revision_id: internalId, drupal_internal__target_id: internalId } };
  };

  const resolveItem = (item: unknown, host: Host, field: string, index: number, variant: string | null,
    where: string): StoredIdentifier | null => {
    if (isMapping(item) && "paragraph" in item) return createParagraph(item, host, field, index, variant, where);
    const reference = parseReference(item);
    if (reference === null) {
      problems.push(`${where}: ${field}: ${JSON.stringify(item)} is not a reference ("type:key", { ref, meta } or an inline paragraph)`);
      return null;
    }
    const target = targets.get(`${reference.type}:${reference.key}`);
    if (target === undefined) {
      problems.push(`${where}: ${field}: unresolved reference ${reference.type}:${reference.key}`);
      return null;
    }
    return identifierFor(target, reference.meta);
  };

  function resolveRelationships(raw: unknown, host: Host, variant: string | null, where: string): StoredRelationships {
    if (raw === undefined || raw === null) return {};
    if (!isMapping(raw)) {
      problems.push(`${where}: relationships must be a mapping of field names`);
      return {};
    }
    const result: StoredRelationships = {};
    for (const [field, value] of Object.entries(raw)) {
      if (value === null || value === undefined) {
        result[field] = { data: null };
      } else if (Array.isArray(value)) {
        const data: StoredIdentifier[] = [];
        value.forEach((item, index) => {
          const identifier = resolveItem(item, host, field, index, variant, where);
          if (identifier !== null) data.push(identifier);
        });
        result[field] = { data };
      } else {
        result[field] = { data: resolveItem(value, host, field, 0, variant, where) };
      }
    }
    return result;
  }

  const nodeRevisionIds = new IdAllocator();

  for (const record of entityRecords) {
    const label = `${record.type}:${record.key}`;
    const where = describeSource(record.source, label);
    const { entityType, bundle } = splitType(record.type);
    const target = targets.get(label);
    if (target === undefined) continue;
    for (const name of Object.keys(record.body)) {
      if (!ENTITY_FIELDS.has(name)) problems.push(`${where}: unknown field "${name}" (expected one of ${[...ENTITY_FIELDS].join(", ")})`);
    }
    const body = record.body;
    if (body.attributes !== undefined && !isMapping(body.attributes)) problems.push(`${where}: attributes must be a mapping`);
    const given: Mapping = isMapping(body.attributes) ? body.attributes : {};
    if (body.published !== undefined && typeof body.published !== "boolean") problems.push(`${where}: published must be true or false`);
    const published = body.published !== false;

    let alias: string | null = null;
    if (body.path !== undefined && body.path !== null) {
      if (typeof body.path !== "string" || !/^\/[^\s?#]*$/.test(body.path)) problems.push(`${where}: path must be an alias starting with "/"`);
      else alias = normaliseAlias(body.path);
    }

    const host: Host = { type: record.type, entityType, key: record.key, internalId: target.internalId };
    const relationships = resolveRelationships(body.relationships, host, null, where);

    let siteList: number[] = [];
    let primarySite: number | null = null;
    if (entityType === "node") {
      const keys = body.sites === undefined ? [MAIN_SITE_KEY] : Array.isArray(body.sites) ? body.sites : [body.sites];
      const siteTargets: StoredIdentifier[] = [];
      for (const siteKey of keys) {
        const tid = typeof siteKey === "string" ? siteTids.get(siteKey) : undefined;
        if (tid === undefined) {
          problems.push(`${where}: sites: unknown site ${JSON.stringify(siteKey)}`);
          continue;
        }
        siteList.push(tid);
        siteTargets.push({ type: "taxonomy_term--sites", id: seedUuid("taxonomy_term--sites", siteKey as string), meta: { drupal_internal__target_id: tid } });
      }
      if (keys.length === 0) problems.push(`${where}: sites must name at least one site`);
      primarySite = siteList[0] ?? null;
      siteList = [...new Set(siteList)];
      relationships.field_node_site = { data: siteTargets };
      relationships.field_node_primary_site = { data: siteTargets[0] ?? null };
    } else if (body.sites !== undefined) {
      problems.push(`${where}: only nodes belong to sites`);
    }

    const isNode = entityType === "node";
    const older = isNode ? readOlderRevisions(body.revisions, where, problems) : [];
    const workingCopy = isNode ? readWorkingCopy(body.working_copy, where, problems) : null;
    if (!isNode && body.revisions !== undefined) problems.push(`${where}: only nodes have older revisions`);
    if (!isNode && body.working_copy !== undefined) problems.push(`${where}: only nodes have working copies`);
    const nodeIds = isNode ? allocateNodeRevisionIds(nodeRevisionIds, older.length, workingCopy !== null) : null;
    const idAttribute = internalIdAttribute(entityType);
    const revisionAttribute = revisionIdAttribute(entityType);
    const revisionId = nodeIds !== null ? nodeIds.published : revisionAttribute === null ? null : target.internalId;
    const attributes: Mapping = { [idAttribute]: target.targetId };
    if (revisionAttribute !== null && revisionId !== null) attributes[revisionAttribute] = revisionId;
    attributes.langcode = "en";
    // Drupal's revision fields; revision_timestamp follows `changed` (set below, once the record's own values are in).
    if (isNode) Object.assign(attributes, { revision_timestamp: now, revision_log: null });
    if (entityType !== "webform" && entityType !== "file") attributes.status = published;

    if (isNode) {
      if (typeof given.title !== "string" || given.title.trim() === "") problems.push(`${where}: a node needs a title`);
      // A node with older revisions was created when the oldest of them was written.
      Object.assign(attributes, { title: given.title, created: older[0]?.changed ?? now, changed: now, promote: false, sticky: false,
        default_langcode: true, revision_translation_affected: true, moderation_state: published ? "published" : "draft" });
    } else if (entityType === "taxonomy_term") {
      if (typeof given.name !== "string" || given.name.trim() === "") problems.push(`${where}: a term needs a name`);
      Object.assign(attributes, { name: given.name, description: null, weight: 0, changed: now, default_langcode: true });
    } else if (entityType === "media") {
      Object.assign(attributes, { name: record.key, created: now, changed: now, default_langcode: true });
    } else if (entityType === "block_content") {
      Object.assign(attributes, { info: record.key, changed: now, reusable: true, default_langcode: true });
    } else if (entityType === "file") {
      Object.assign(attributes, fileAttributes(given, options, where, problems), { status: true, created: now, changed: now });
    }
    // Ids, status and the file location are the loader's to set; everything else is the record's.
    const owned = new Set([idAttribute, revisionAttribute ?? "", "status" in attributes ? "status" : "",
      ...(entityType === "file" ? ["uri", "filesize"] : [])]);
    for (const [name, value] of Object.entries(given)) {
      if (!owned.has(name)) attributes[name] = value;
    }
    if (entityType === "webform" && "elements" in attributes) attributes.elements = storedElements(attributes.elements);
    if (isNode && !("revision_timestamp" in given)) attributes.revision_timestamp = attributes.changed;
    if (entityType === "node" || entityType === "taxonomy_term") {
      attributes.path = { alias, pid: alias === null ? null : target.internalId, langcode: "en" };
    }

    const row: ResourceRow = {
      uuid: target.uuid, type: record.type, entityType, bundle, internalId: target.internalId, revisionId, published,
      attributes, relationships, pathAlias: alias, siteTids: siteList, primarySite,
      searchText: ["node", "taxonomy_term", "media"].includes(entityType) ? buildSearchText(attributes) : "",
    };
    resources.push(row);

    if (nodeIds !== null) {
      const publishedChanged = String(attributes.changed);
      const workingChanged = workingCopy === null ? null : workingCopyChanged(workingCopy, publishedChanged);
      checkRevisionTimes(older, publishedChanged, workingChanged, where, problems);
      // A revision other than the published one: merged over the record as written, with its own id, time and log.
      const otherRevision = (spec: RevisionSpec, id: number, changed: string, state: { published: boolean; moderation: string },
        variant: string, label: string): RevisionRow => {
        const revisionAttributes: Mapping = { ...attributes, ...spec.attributes, drupal_internal__vid: id, revision_timestamp: changed,
          revision_log: spec.log, status: state.published, changed, moderation_state: state.moderation };
        const revisionRelationships: StoredRelationships = {
          ...relationships, ...resolveRelationships(spec.relationships, host, variant, `${where} ${label}`),
          field_node_site: relationships.field_node_site ?? { data: [] },
          field_node_primary_site: relationships.field_node_primary_site ?? { data: null },
        };
        return { id, resourceUuid: row.uuid, published: state.published, isDefault: false, attributes: revisionAttributes,
          relationships: revisionRelationships, createdAt: changed };
      };
      // Older revisions were once the published one (or, for a node never published, drafts).
      const olderState = { published, moderation: published ? "published" : "draft" };
      older.forEach((spec, index) => {
        const id = nodeIds.older[index];
        if (id !== undefined) revisions.push(otherRevision(spec, id, spec.changed ?? now, olderState, `revisions/${index}/`, `revisions[${index}]`));
      });
      revisions.push({ id: nodeIds.published, resourceUuid: row.uuid, published, isDefault: true, attributes, relationships, createdAt: publishedChanged });
      if (workingCopy !== null && nodeIds.workingCopy !== null && workingChanged !== null) {
        revisions.push(otherRevision(workingCopy, nodeIds.workingCopy, workingChanged, { published: false, moderation: "draft" },
          "working-copy/", "working_copy"));
      }
    }
  }

  const menuNames = new Set(menuRecords.map((record) => record.key));
  for (const record of menuRecords) {
    resources.push(...compileMenu(record, targets, ids, now, problems));
  }

  const siteConfigs = compileSiteConfigs(records, siteTids, menuNames, targets, problems);
  const redirects = compileRedirects(records, siteTids, ids, problems);

  const aliases = new Map<string, string>();
  for (const row of resources) {
    if (row.pathAlias === null) continue;
    const other = aliases.get(row.pathAlias);
    if (other !== undefined) problems.push(`path ${row.pathAlias} is used by both ${other} and ${row.type} ${row.uuid}`);
    else aliases.set(row.pathAlias, `${row.type} ${row.uuid}`);
  }
  const redirectSources = new Set(redirects.map((redirect) => redirect.source));
  const aliasSet = new Set(aliases.keys());
  for (const row of resources) {
    if (row.type !== "menu_link_content--menu_link_content") continue;
    const link = row.attributes.link as { url?: unknown } | undefined;
    const url = typeof link?.url === "string" ? internalPath(link.url) : null;
    if (url !== null && url !== "/" && !aliases.has(url) && !redirectSources.has(url)
      && !isSiteServedPath(url, options.placeholders.slug, aliasSet)) {
      warnings.push(`menu ${String(row.attributes.menu_name)}: "${String(row.attributes.title)}" links to ${url}, which no resource or redirect has`);
    }
  }
  for (const row of resources) {
    if (row.type === "taxonomy_term--sites" && row.relationships.field_site_homepage?.data == null) {
      warnings.push(`site ${String(row.attributes.name)} (tid ${row.internalId}) has no field_site_homepage`);
    }
  }

  if (problems.length > 0) throw new SeedValidationError(problems);
  return { resources, revisions, redirects, siteConfigs, warnings };
}

function fileAttributes(given: Mapping, options: CompileOptions, where: string, problems: string[]): Mapping {
  const rawUri = given.uri;
  const url = typeof rawUri === "string" ? rawUri : isMapping(rawUri) && typeof rawUri.url === "string" ? rawUri.url : null;
  if (url === null || !url.startsWith(FILES_URL_PREFIX)) {
    problems.push(`${where}: uri.url must start with ${FILES_URL_PREFIX}`);
    return {};
  }
  const relative = url.slice(FILES_URL_PREFIX.length);
  if (relative === "" || relative.split("/").some((segment) => segment === "" || segment === "." || segment === "..")) {
    problems.push(`${where}: uri.url ${url} is not a clean file path`);
    return {};
  }
  const size = options.fileSize(relative);
  if (size === null) problems.push(`${where}: file ${url} not found (expected it at files/${relative} in the content folder)`);
  const filename = path.posix.basename(relative);
  return {
    filename, filemime: fileMimeFor(filename), filesize: typeof given.filesize === "number" ? given.filesize : size ?? 0,
    uri: { value: `public://${relative}`, url },
  };
}

function compileMenu(record: SeedRecord, targets: Map<string, Target>, ids: IdAllocator, now: string,
  problems: string[]): ResourceRow[] {
  const where = describeSource(record.source, `menu:${record.key}`);
  for (const name of Object.keys(record.body)) {
    if (!["type", "key", "title", "label", "description", "items"].includes(name)) problems.push(`${where}: unknown field "${name}"`);
  }
  const menu = targets.get(`menu--menu:${record.key}`);
  if (menu === undefined) return [];
  const label = typeof record.body.title === "string" ? record.body.title
    : typeof record.body.label === "string" ? record.body.label : record.key;
  const rows: ResourceRow[] = [{
    uuid: menu.uuid, type: "menu--menu", entityType: "menu", bundle: "menu", internalId: menu.internalId, revisionId: null,
    published: true, relationships: {}, pathAlias: null, siteTids: [], primarySite: null, searchText: "",
    attributes: { drupal_internal__id: record.key, langcode: "en", status: true, label,
      description: typeof record.body.description === "string" ? record.body.description : null },
  }];
  const { items, problems: menuProblems } = flattenMenu(record.body.items);
  for (const problem of menuProblems) problems.push(`${where}: ${problem}`);
  const uuidOf = (itemKey: string) => seedUuid("menu_link_content--menu_link_content", `${record.key}:${itemKey}`);
  for (const item of items) {
    const internalId = ids.allocate("menu_link_content");
    const uuid = uuidOf(item.key);
    targets.set(`menu_link_content--menu_link_content:${record.key}:${item.key}`,
      { uuid, type: "menu_link_content--menu_link_content", internalId, targetId: internalId });
    rows.push({
      uuid, type: "menu_link_content--menu_link_content", entityType: "menu_link_content", bundle: "menu_link_content",
      internalId, revisionId: internalId, published: true, relationships: {}, pathAlias: null, siteTids: [],
      primarySite: null, searchText: item.title,
      attributes: {
        drupal_internal__id: internalId, drupal_internal__revision_id: internalId, langcode: "en", enabled: item.enabled,
        title: item.title, description: null, menu_name: record.key,
        link: { uri: item.uri, url: item.url, title: null, options: [] },
        external: /^https?:/.test(item.url), rediscover: false, weight: item.weight, expanded: item.expanded,
        parent: item.parentKey === null ? null : `menu_link_content:${uuidOf(item.parentKey)}`,
        changed: now, default_langcode: true, ...item.extra,
      },
    });
  }
  return rows;
}

/** Replaces "type:key" strings inside site configuration with { type, id } and checks they resolve. */
function resolveConfigReferences(value: unknown, targets: Map<string, Target>, where: string, problems: string[]): unknown {
  if (typeof value === "string") {
    const reference = parseReferenceString(value);
    if (reference === null) return value;
    const target = targets.get(`${reference.type}:${reference.key}`);
    if (target === undefined) {
      problems.push(`${where}: unresolved reference ${value}`);
      return null;
    }
    return { type: target.type, id: target.uuid };
  }
  if (Array.isArray(value)) return value.map((item) => resolveConfigReferences(item, targets, where, problems));
  if (isMapping(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveConfigReferences(item, targets, where, problems)]));
  }
  return value;
}

function compileSiteConfigs(records: SeedRecord[], siteTids: Map<string, number>, menuNames: Set<string>,
  targets: Map<string, Target>, problems: string[]): SiteConfigRow[] {
  const rows: SiteConfigRow[] = [];
  for (const record of records) {
    if (record.type !== "site_config") continue;
    const where = describeSource(record.source, `site_config:${record.key}`);
    for (const name of Object.keys(record.body)) {
      if (!["type", "key", "attributes"].includes(name)) problems.push(`${where}: unknown field "${name}"`);
    }
    const tid = siteTids.get(record.key);
    if (tid === undefined) {
      problems.push(`${where}: key must be the key of a taxonomy_term--sites record`);
      continue;
    }
    const attributes = isMapping(record.body.attributes) ? record.body.attributes : {};
    for (const field of MENU_CONFIG_FIELDS) {
      const menu = attributes[field];
      if (menu !== undefined && menu !== null && (typeof menu !== "string" || !menuNames.has(menu))) {
        problems.push(`${where}: ${field}: no menu with key ${JSON.stringify(menu)}`);
      }
    }
    const data = resolveConfigReferences(attributes, targets, where, problems) as Mapping;
    rows.push({ siteTid: tid, key: record.key, data });
  }
  return rows;
}

function compileRedirects(records: SeedRecord[], siteTids: Map<string, number>, ids: IdAllocator,
  problems: string[]): RedirectRow[] {
  const rows: RedirectRow[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    if (record.type !== "redirect") continue;
    const where = describeSource(record.source, `redirect:${record.key}`);
    for (const name of Object.keys(record.body)) {
      if (!["type", "key", "attributes"].includes(name)) problems.push(`${where}: unknown field "${name}"`);
    }
    const attributes = isMapping(record.body.attributes) ? record.body.attributes : {};
    const { source, target } = attributes;
    const statusCode = attributes.status_code ?? 301;
    const siteKey = attributes.site ?? (siteTids.has(MAIN_SITE_KEY) ? MAIN_SITE_KEY : null);
    if (typeof source !== "string" || !/^\/[^\s?#]*$/.test(source)) {
      problems.push(`${where}: source must be a path starting with "/"`);
      continue;
    }
    if (typeof target !== "string" || !(/^\/(?!\/)\S*$/.test(target) || /^https?:\/\/\S+$/.test(target))) {
      problems.push(`${where}: target must be a path starting with "/" or a full http(s) URL`);
      continue;
    }
    if (typeof statusCode !== "number" || !REDIRECT_CODES.has(statusCode)) {
      problems.push(`${where}: status_code must be one of ${[...REDIRECT_CODES].join(", ")}`);
      continue;
    }
    const siteTid = siteKey === null ? null : typeof siteKey === "string" ? siteTids.get(siteKey) : undefined;
    if (siteTid === undefined) {
      problems.push(`${where}: site: unknown site ${JSON.stringify(siteKey)}`);
      continue;
    }
    const normalised = normaliseAlias(source);
    const identity = `${normalised} ${siteTid ?? ""}`;
    if (seen.has(identity)) {
      problems.push(`${where}: another redirect already has source ${normalised} on that site`);
      continue;
    }
    seen.add(identity);
    rows.push({ uuid: seedUuid("redirect", record.key), internalId: ids.allocate("redirect"), source: normalised,
      target, statusCode, siteTid });
  }
  return rows;
}
