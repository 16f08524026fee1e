import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { serviceSecrets } from "../db/schema.ts";

const NAME = "jwt";

/**
 * The HS256 secret of editor tokens: CONTENT_JWT_SECRET when set; otherwise a random 32-byte secret the service
 * generates once and keeps in `service_secrets`, so that every instance on the database signs and verifies alike.
 * Read on first use (after the migrations), then kept; a failed read is tried again next time.
 */
export class JwtSecret {
  private pending: Promise<string> | null = null;

  constructor(private readonly db: Db, private readonly configured: string | null) {}

  get(): Promise<string> {
    if (this.configured !== null) return Promise.resolve(this.configured);
    this.pending ??= storedSecret(this.db).catch((error: unknown) => {
      this.pending = null;
      throw error;
    });
    return this.pending;
  }
}

/** The stored secret, generated first when there is none; whichever instance inserts first wins, the others read it. */
export async function storedSecret(db: Db): Promise<string> {
  await db.insert(serviceSecrets).values({ name: NAME, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const rows = await db.select({ value: serviceSecrets.value }).from(serviceSecrets).where(eq(serviceSecrets.name, NAME)).limit(1);
  const value = rows[0]?.value;
  if (value === undefined || value === "") throw new Error("the generated JWT secret could not be read back");
  return value;
}
