import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "./connection.ts";
import { rawRows } from "./raw-rows.ts";
import { webformFiles, webformSubmissions } from "./schema.ts";

export type SubmissionRow = typeof webformSubmissions.$inferSelect;

export interface NewSubmission {
  webformId: string;
  siteTid: number | null;
  data: Record<string, unknown>;
  remoteAddr: string;
  /** The browser's key for this submission (header Idempotency-Key): one stored submission per key and form. */
  idempotencyKey?: string | null;
}

export interface Stored {
  row: SubmissionRow;
  /** True when the key had been seen: the submission stored then is answered again, nothing new is stored. */
  replayed: boolean;
}

export interface NewFile {
  webformId: string;
  element: string;
  filename: string;
  mime: string;
  content: Buffer;
}

// Arbitrary constant paired with the form name: serialises serial numbers per form.
const SERIAL_LOCK = 5_120_611;

/** Webform submissions and uploads: written in a transaction that has committed before the service answers. */
export class SubmissionStore {
  constructor(private readonly db: Db) {}

  async insert(submission: NewSubmission): Promise<Stored> {
    const key = submission.idempotencyKey ?? null;
    return this.db.transaction(async (tx) => {
      // One writer per form at a time: the serial number and the key check cannot race.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SERIAL_LOCK}, hashtext(${submission.webformId}))`);
      if (key !== null) {
        const seen = await tx.select().from(webformSubmissions)
          .where(and(eq(webformSubmissions.webformId, submission.webformId), eq(webformSubmissions.idempotencyKey, key)));
        if (seen[0] !== undefined) return { row: seen[0], replayed: true };
      }
      const next = rawRows(await tx.execute(
        sql`SELECT coalesce(max(serial), 0) + 1 AS serial FROM webform_submissions WHERE webform_id = ${submission.webformId}`));
      const rows = await tx.insert(webformSubmissions).values({
        uuid: randomUUID(), webformId: submission.webformId, serial: Number(next[0]?.serial ?? 1), siteTid: submission.siteTid,
        data: submission.data, remoteAddr: submission.remoteAddr, idempotencyKey: key,
      }).returning();
      const row = rows[0];
      if (row === undefined) throw new Error("the submission was not stored");
      return { row, replayed: false };
    });
  }

  /** The submission already stored under this key for this form, if any. */
  async byIdempotencyKey(webformId: string, key: string): Promise<SubmissionRow | null> {
    const rows = await this.db.select().from(webformSubmissions)
      .where(and(eq(webformSubmissions.webformId, webformId), eq(webformSubmissions.idempotencyKey, key)));
    return rows[0] ?? null;
  }

  async list(webformId: string): Promise<SubmissionRow[]> {
    return this.db.select().from(webformSubmissions).where(eq(webformSubmissions.webformId, webformId)).orderBy(asc(webformSubmissions.serial));
  }

  /** One stored submission of this form, by its uuid (lowercase), or null. */
  async byUuid(webformId: string, uuid: string): Promise<SubmissionRow | null> {
    const rows = await this.db.select().from(webformSubmissions)
      .where(and(eq(webformSubmissions.webformId, webformId), eq(webformSubmissions.uuid, uuid)));
    return rows[0] ?? null;
  }

  /** A page of the form's submissions, newest (highest serial) first, and how many the form has in all. */
  async newestFirst(webformId: string, page: { offset: number; limit: number }): Promise<{ rows: SubmissionRow[]; count: number }> {
    const [rows, total] = await Promise.all([
      this.db.select().from(webformSubmissions).where(eq(webformSubmissions.webformId, webformId))
        .orderBy(desc(webformSubmissions.serial)).offset(page.offset).limit(page.limit),
      this.db.select({ count: count() }).from(webformSubmissions).where(eq(webformSubmissions.webformId, webformId)),
    ]);
    return { rows, count: Number(total[0]?.count ?? 0) };
  }

  async insertFile(file: NewFile): Promise<string> {
    const fid = randomUUID();
    await this.db.insert(webformFiles).values({ fid, webformId: file.webformId, element: file.element, filename: file.filename,
      mime: file.mime, size: file.content.length, content: file.content });
    return fid;
  }

  /** The (fid, element) pairs among `fids` that were uploaded to this form. */
  async existingFiles(webformId: string, fids: string[]): Promise<{ fid: string; element: string }[]> {
    if (fids.length === 0) return [];
    return this.db.select({ fid: webformFiles.fid, element: webformFiles.element }).from(webformFiles)
      .where(and(eq(webformFiles.webformId, webformId), inArray(webformFiles.fid, fids)));
  }
}
