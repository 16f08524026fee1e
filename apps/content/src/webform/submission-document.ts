import type { SubmissionRow } from "../db/submission-store.ts";
import { JSONAPI_OBJECT } from "../jsonapi/document.ts";

export interface SubmissionResourceOptions {
  /** The path the submission was posted to (Drupal's `uri`). */
  uri: string;
  /** The stored answers, or null (the answer to a POST carries none, as Tide's). */
  data: Record<string, unknown> | null;
}

/** One `webform_submission--{id}` resource object, as Drupal's JSON:API serialises the entity. */
export function submissionResource(row: SubmissionRow, webformUuid: string, baseUrl: string, options: SubmissionResourceOptions): unknown {
  const created = new Date(row.createdAt).toISOString().replace(/\.\d{3}Z$/, "+00:00");
  return {
    type: `webform_submission--${row.webformId}`,
    id: row.uuid,
    links: { self: { href: `${baseUrl}/api/v1/webform_submission/${row.webformId}/${row.uuid}` } },
    attributes: {
      serial: row.serial, drupal_internal__sid: row.sid, uri: options.uri, created, completed: created, changed: created,
      in_draft: false, current_page: null, remote_addr: row.remoteAddr, langcode: "en", entity_type: null, entity_id: null,
      locked: false, sticky: false, notes: null, processed: false, data: options.data,
    },
    relationships: {
      uid: { data: null },
      webform_id: { data: { type: "webform--webform", id: webformUuid, meta: { drupal_internal__target_id: row.webformId } } },
    },
  };
}

/** Tide's answer to a stored submission (fixture webform-submission-success.json), without the access token. */
export function submissionDocument(row: SubmissionRow, webformUuid: string, baseUrl: string, requestPath: string): unknown {
  return {
    jsonapi: JSONAPI_OBJECT,
    data: submissionResource(row, webformUuid, baseUrl, { uri: requestPath, data: null }),
    links: { self: { href: `${baseUrl}${requestPath}` } },
  };
}

/**
 * The path a stored submission was posted to. Not stored as such: rebuilt from the form and site, which is the
 * path the site's forms post to.
 */
export function postedUri(row: Pick<SubmissionRow, "webformId" | "siteTid">): string {
  return `/api/v1/webform_submission/${row.webformId}${row.siteTid === null ? "" : `?site=${row.siteTid}`}`;
}

/** A stored submission read back by staff: `attributes.data` holds the stored answers, keyed by element. */
export function storedSubmissionDocument(row: SubmissionRow, webformUuid: string, baseUrl: string, selfHref: string): unknown {
  return {
    jsonapi: JSONAPI_OBJECT,
    data: submissionResource(row, webformUuid, baseUrl, { uri: postedUri(row), data: row.data }),
    links: { self: { href: selfHref } },
  };
}

/** A page of a form's stored submissions, as a JSON:API collection (`meta.count` is the form's total). */
export function submissionCollectionDocument(rows: SubmissionRow[], webformUuid: string, baseUrl: string, count: number,
  links: { self: string; next: string | null }): unknown {
  const documentLinks: Record<string, { href: string }> = { self: { href: links.self } };
  if (links.next !== null) documentLinks.next = { href: links.next };
  return {
    jsonapi: JSONAPI_OBJECT,
    data: rows.map((row) => submissionResource(row, webformUuid, baseUrl, { uri: postedUri(row), data: row.data })),
    links: documentLinks,
    meta: { count },
  };
}
