/*
 * Next bundles the site's server code more than once: the pages, their server-side render, the route handlers and
 * the instrumentation hook (where the site's server gets its rules and page steps: src/instrumentation.ts) each hold
 * their own copy of a module they import, with its own module-level state. What must be one per process (the
 * configuration, the content client's memory of the services, the memos, the Redis connections) is kept here
 * instead, on globalThis under a well-known symbol, made by whichever copy asks first.
 */

type Holder = typeof globalThis & { [key: symbol]: unknown };

/**
 * The process's one value for `key` (`yu.site.…`), made by `make` on first use. A `make` that throws stores nothing:
 * the next call tries again. Call it in one place per thing, so that its key and its type are written once.
 */
export function processWide<T>(key: string, make: () => T): T {
  const holder = globalThis as Holder;
  const symbol = Symbol.for(key);
  if (!(symbol in holder)) holder[symbol] = make();
  return holder[symbol] as T;
}
