import { collectDefaultMetrics, Registry, type Metric } from "prom-client";

/**
 * The process's registry of one app's metrics (`prefix`: `site`, `content`), made with the runtime's own figures on
 * first use and kept on globalThis: an app whose code is loaded more than once (the site's server and Next's own
 * bundles each hold copies of their modules) still counts into one registry.
 */
export function processRegistry(prefix: string): Registry {
  const holder = globalThis as typeof globalThis & { [key: symbol]: Registry | undefined };
  const key = Symbol.for(`yu.metrics.${prefix}`);
  let registry = holder[key];
  if (registry === undefined) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: `${prefix}_` });
    holder[key] = registry;
  }
  return registry;
}

/** A metric by its name in the registry: the one registered already, or `make()`'s (which registers it there). */
export function metricOnce<M extends Metric>(registry: Registry, name: string, make: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? make();
}
