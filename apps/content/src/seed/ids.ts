import { v5 as uuidv5 } from "uuid";

/**
 * Fixed namespace of every seeded uuid: uuid = v5("{type}:{key}", SEED_NAMESPACE). Changing it changes
 * every uuid (and so every preview link), so it never changes.
 */
export const SEED_NAMESPACE = "63399bc2-9991-420d-8e89-0d3342714d24";

export function seedUuid(type: string, key: string): string {
  return uuidv5(`${type}:${key}`, SEED_NAMESPACE);
}
