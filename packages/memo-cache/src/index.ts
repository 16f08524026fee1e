export { memoCache, type MemoCache, type MemoCacheOptions } from "./memo-cache.ts";
