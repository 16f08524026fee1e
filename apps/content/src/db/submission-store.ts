import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "./connection.ts";
import { rawRows } from "./raw-rows.ts";
import { webformFiles, webformSubmissions } from "./schema.ts";

export type SubmissionRow = typeof webformSubmissions.$inferSelect;

export interface NewSubmission {
  webformId: string;
  siteTid: number | null;
  data: Record<string, unknown>;
  remoteAddr: string;
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

  async insert(submission: NewSubmission): Promise<SubmissionRow> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SERIAL_LOCK}, hashtext(${submission.webformId}))`);
      const next = rawRows(await tx.execute(
        sql`SELECT coalesce(max(serial), 0) + 1 AS serial FROM webform_submissions WHERE webform_id = ${submission.webformId}`));
      const rows = await tx.insert(webformSubmissions).values({
        uuid: randomUUID(), webformId: submission.webformId, serial: Number(next[0]?.serial ?? 1), siteTid: submission.siteTid,
        data: submission.data, remoteAddr: submission.remoteAddr,
      }).returning();
      const row = rows[0];
      if (row === undefined) throw new Error("the submission was not stored");
      return row;
    });
  }

  async list(webformId: string): Promise<SubmissionRow[]> {
    return this.db.select().from(webformSubmissions).where(eq(webformSubmissions.webformId, webformId)).orderBy(asc(webformSubmissions.serial));
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
