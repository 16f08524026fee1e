/* The web form rules the site and the content service share: one copy of each, no framework. */
export * from "./address.ts";
export * from "./dates.ts";
export * from "./element-props.ts";
export * from "./drupal-config.ts";
export * from "./email.ts";
export * from "./hidden-values.ts";
export * from "./option-fields.ts";
export * from "./options.ts";
export * from "./slider.ts";
export * from "./stateful-fields.ts";
export * from "./states.ts";
export * from "./submission-limits.ts";
export * from "./text-limits.ts";
export * from "./times.ts";
export * from "./tokens.ts";
export * from "./validators.ts";
export * from "./word-count.ts";
export type { NamedOptions } from "./standard-option-lists.ts";
