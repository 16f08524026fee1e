/* Every content type once, in one table (CONTENT_TYPES), and what both apps derive from it. */
export * from "./content-type.ts";
export * from "./content-type-name.ts";
export * from "./content-types.ts";
export * from "./include-sets.ts";
export * from "./includes.ts";
export * from "./rows.ts";
