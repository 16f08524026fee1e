/**
 * Environment the tide tests run under (a mutable object: a test may add CONTENT_BASIC_AUTH, then delete it).
 * Test files mock `@/config/env` so that `config()` reads this instead of process.env.
 */
export const TEST_BASE = "http://tide.test";

export const testEnv: Record<string, string | undefined> = { CONTENT_API_URL: TEST_BASE, SITE_ID: "7" };
