/* Walks a view model (plain objects, arrays, strings, numbers) and rebuilds it with some values replaced. Views
 * are data handed to components, so only plain objects and arrays are entered; anything else is kept as it is. */

export type Visit = (value: unknown) => { replace: unknown } | null;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Every value of the tree, parents before their children. */
export function* allValues(value: unknown): Generator<unknown> {
  yield value;
  if (Array.isArray(value)) for (const item of value) yield* allValues(item);
  else if (isPlainObject(value)) for (const item of Object.values(value)) yield* allValues(item);
}

/** The tree with each value `visit` replaces swapped (its children are not entered); the rest copied as it was. */
export function deepMap<T>(value: T, visit: Visit): T {
  const walk = (node: unknown): unknown => {
    const hit = visit(node);
    if (hit) return hit.replace;
    if (Array.isArray(node)) return node.map(walk);
    if (isPlainObject(node)) return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value) as T;
}
