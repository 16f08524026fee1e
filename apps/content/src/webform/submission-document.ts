import type { SubmissionRow } from "../db/submission-store.ts";
import { JSONAPI_OBJECT } from "../jsonapi/document.ts";

/** Tide's answer to a stored submission (fixture webform-submission-success.json), without the access token. */
export function submissionDocument(row: SubmissionRow, webformUuid: string, baseUrl: string, requestPath: string): unknown {
  const created = new Date(row.createdAt).toISOString().replace(/\.\d{3}Z$/, "+00:00");
  return {
    jsonapi: JSONAPI_OBJECT,
    data: {
      type: `webform_submission--${row.webformId}`,
      id: row.uuid,
      links: { self: { href: `${baseUrl}/api/v1/webform_submission/${row.webformId}/${row.uuid}` } },
      attributes: {
        serial: row.serial, drupal_internal__sid: row.sid, uri: requestPath, created, completed: created, changed: created,
        in_draft: false, current_page: null, remote_addr: row.remoteAddr, langcode: "en", entity_type: null, entity_id: null,
        locked: false, sticky: false, notes: null, processed: false, data: null,
      },
      relationships: {
        uid: { data: null },
        webform_id: { data: { type: "webform--webform", id: webformUuid, meta: { drupal_internal__target_id: row.webformId } } },
      },
    },
    links: { self: { href: `${baseUrl}${requestPath}` } },
  };
}
