/* The site-data contract the content service builds and the site parses: one schema, its types. */
export * from "./quick-exit.ts";
export * from "./site-data-schema.ts";
export * from "./wire-values.ts";
