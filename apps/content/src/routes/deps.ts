import type { Config } from "../config/config.ts";
import type { ResourceStore } from "../db/resource-store.ts";

/** What every route module needs, passed in explicitly (no decorated globals). */
export interface RouteDeps {
  config: Config;
  store: ResourceStore;
}
