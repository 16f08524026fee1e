export { memoCache, type MemoCache, type MemoCacheOptions, type MemoLookup, type MemoObserver } from "./memo-cache.ts";
