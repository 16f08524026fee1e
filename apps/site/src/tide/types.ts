import { idString, list, looseNumber, optionalString } from "@yu/site-data";
import { z } from "zod";

/* Wire schemas of the content API (shared/design/TIDE-API.md). Every response is parsed once, here,
 * into these types; extra fields are kept (loose objects) so that a newer Tide does not break the site. */

const metaSchema = z.record(z.string(), z.unknown());

// ---------------------------------------------------------------- JSON:API

export const resourceIdentifierSchema = z.looseObject({
  type: z.string(),
  id: z.string(),
  meta: metaSchema.optional(),
});
export type ResourceIdentifier = z.infer<typeof resourceIdentifierSchema>;

export const relationshipSchema = z.looseObject({
  data: z.union([resourceIdentifierSchema, z.array(resourceIdentifierSchema), z.null()]).optional(),
  links: z.unknown().optional(),
  meta: metaSchema.optional(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

export const resourceSchema = z.looseObject({
  type: z.string(),
  id: z.string(),
  attributes: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? {}),
  relationships: z.record(z.string(), relationshipSchema).nullish().transform((v) => v ?? {}),
  links: z.unknown().optional(),
  meta: metaSchema.optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** `links.next` is a string in some Drupal versions and `{href}` in others: both become a string. */
const hrefSchema = z
  .union([z.string(), z.looseObject({ href: z.string() })])
  .transform((l) => (typeof l === "string" ? l : l.href));

const documentLinksSchema = z.looseObject({
  self: hrefSchema.optional(),
  next: hrefSchema.optional(),
  prev: hrefSchema.optional(),
});

const documentMetaSchema = z.looseObject({ count: looseNumber });

const documentShape = {
  included: list(resourceSchema),
  links: documentLinksSchema.optional(),
  meta: documentMetaSchema.optional(),
  jsonapi: z.unknown().optional(),
};


/** A document whose primary data is one resource (an entity fetch). */
export const resourceDocumentSchema = z.looseObject({ data: resourceSchema, ...documentShape });
export type ResourceDocument = z.infer<typeof resourceDocumentSchema>;

/** A document whose primary data is a list (a collection fetch). */
export const collectionDocumentSchema = z.looseObject({ data: z.array(resourceSchema), ...documentShape });
export type CollectionDocument = z.infer<typeof collectionDocumentSchema>;

export const jsonApiErrorSchema = z.looseObject({
  status: looseNumber,
  title: optionalString,
  detail: optionalString,
  code: z.union([z.string(), z.number()]).optional(),
});
export const errorDocumentSchema = z.looseObject({ errors: z.array(jsonApiErrorSchema).min(1) });

// ---------------------------------------------------------------- route lookup

export const routeAttributesSchema = z.looseObject({
  entity_type: z.string(),
  entity_id: idString,
  bundle: z.string(),
  uuid: z.string(),
  endpoint: optionalString,
  section: idString.optional(),
});

export const redirectAttributesSchema = z.looseObject({
  status_code: z.coerce.number().int().min(300).max(399),
  redirect_url: z.string().min(1),
  redirect_type: z.enum(["internal", "external"]).optional(),
});

export const routeDocumentSchema = z.looseObject({
  data: z.looseObject({
    type: z.string(),
    id: z.string().optional(),
    // A redirect is recognised by its redirect_url, as Tide's own front end does; `kind` tags the two.
    attributes: z.union([
      redirectAttributesSchema.transform((a) => ({ ...a, kind: "redirect" as const })),
      routeAttributesSchema.transform((a) => ({ ...a, kind: "entity" as const })),
    ]),
  }),
});
export type RouteDocument = z.infer<typeof routeDocumentSchema>;

// ---------------------------------------------------------------- site data

// The site-data contract (apps/content/README.md "Site data") is one schema, shared with the content service.
export {
  conciergeLinkSchema,
  errorPageOverrideSchema,
  footerColumnSchema,
  footerComponentSchema,
  imageSchema,
  linkSchema,
  navLinkSchema,
  siteAlertSchema,
  siteDataSchema,
  type ConciergeLink,
  type ErrorPageOverride,
  type FooterColumn,
  type FooterComponent,
  type Image,
  type Link,
  type Logo,
  type NavLink,
  type SiteAlert,
  type SiteData,
} from "@yu/site-data";
