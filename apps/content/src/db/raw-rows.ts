/** Both drivers answer `execute` with an object carrying `rows`; the generic Db type only knows `unknown`. */
export function rawRows(result: unknown): Record<string, unknown>[] {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  throw new Error("unexpected result shape from the database driver");
}
