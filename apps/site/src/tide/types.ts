import { z } from "zod";
import { DEFAULT_QUICK_EXIT_URL } from "@/config/constants";

/* Wire schemas of the content API (shared/design/TIDE-API.md). Every response is parsed once, here,
 * into these types; extra fields are kept (loose objects) so that a newer Tide does not break the site. */

/** Ids arrive as strings, but a Drupal that forgets to stringify one must not break a page. */
const idString = z.union([z.string(), z.number()]).transform(String);
const metaSchema = z.record(z.string(), z.unknown());

/** A number that may arrive as a string; NaN and absence become undefined. */
const looseNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (v === null || v === undefined || v === "") return undefined;
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  });

const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);

/** An array that may be missing or null on the wire: both mean empty. */
function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);
}

/**
 * A list whose malformed items are dropped one by one: one bad footer piece or alert from an editor must not
 * fail the whole site data (and with it every page's chrome).
 */
function tolerantList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items): z.output<T>[] =>
      (items ?? []).flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

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

// ---------------------------------------------------------------- site data (apps/content/README.md)

export interface NavLink {
  id: string;
  title: string;
  uri: string;
  description?: string;
  subtext?: string;
  ctaText?: string;
  icon?: string;
  children: NavLink[];
  isSubsite?: boolean;
  options?: { attributes?: { class?: string[] } };
}

export const navLinkSchema: z.ZodType<NavLink> = z.lazy(() =>
  z.looseObject({
    id: idString,
    title: z.string(),
    uri: z.string(),
    description: optionalString,
    subtext: optionalString,
    ctaText: optionalString,
    icon: optionalString,
    children: list(navLinkSchema),
    isSubsite: z.boolean().optional(),
    options: z
      .looseObject({ attributes: z.looseObject({ class: z.array(z.string()).optional() }).optional() })
      .optional(),
  }),
);

export const linkSchema = z.looseObject({
  id: idString,
  title: z.string(),
  uri: z.string(),
  icon: z.looseObject({ symbol: z.string(), color: optionalString }).optional(),
  target: optionalString,
});
export type Link = z.infer<typeof linkSchema>;

export const imageSchema = z.looseObject({
  src: z.string(),
  alt: z.string().nullish().transform((v) => v ?? ""),
  width: looseNumber,
  height: looseNumber,
});
export type Image = z.infer<typeof imageSchema>;

export const conciergeLinkSchema = z.looseObject({
  id: idString,
  title: z.string(),
  subtext: z.string().nullish().transform((v) => v ?? ""),
  ctaText: z.string().nullish().transform((v) => v ?? ""),
  uri: z.string(),
  icon: z.string().nullish().transform((v) => v ?? ""),
});

export const siteAlertSchema = z.looseObject({
  id: idString,
  title: z.string(),
  type: z.enum(["emergency", "warning", "info"]).catch("info"),
  message: z.string().nullish().transform((v) => v ?? ""),
  link: z.looseObject({ title: z.string(), uri: z.string() }).optional(),
});
export type SiteAlert = z.infer<typeof siteAlertSchema>;

export const errorPageOverrideSchema = z.looseObject({
  intro: z.string().nullish().transform((v) => v ?? ""),
  links: list(linkSchema),
});

export const footerComponentSchema = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("acknowledgement"), flags: list(imageSchema), title: z.string(), text: z.string() }),
  z.looseObject({ type: z.literal("logo"), logo: imageSchema, uri: optionalString }),
  z.looseObject({ type: z.literal("links"), links: list(linkSchema) }),
  z.looseObject({ type: z.literal("social"), links: list(linkSchema) }),
  z.looseObject({
    type: z.literal("app_badges"),
    badges: list(z.looseObject({ store: z.enum(["apple", "google"]), uri: z.string(), image: imageSchema })),
  }),
  z.looseObject({ type: z.literal("text"), html: z.string() }),
]);
export type FooterComponent = z.infer<typeof footerComponentSchema>;

const footerComponentsSchema = tolerantList(footerComponentSchema);

export const footerColumnSchema = z.looseObject({
  title: optionalString,
  subtitle: optionalString,
  linkHeading: z.looseObject({ title: z.string(), uri: z.string() }).optional(),
  width: looseNumber.transform((w) => Math.min(12, Math.max(1, Math.round(w ?? 12)))),
  components: footerComponentsSchema,
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

const nullableImage = imageSchema.nullish().transform((v) => v ?? null);
const nullableOverride = errorPageOverrideSchema.nullish().transform((v) => v ?? null);

export const siteDataSchema = z.looseObject({
  drupal_internal__tid: idString,
  name: z.string(),
  shortName: z.string().nullish().transform((v) => v ?? ""),
  basePath: z.string().nullish().transform((v) => v ?? null),
  homeAlias: z.string().nullish().transform((v) => v ?? "/home"),
  domains: z.record(z.string(), z.string()).nullish().transform((v) => v ?? {}),
  menu: tolerantList(navLinkSchema),
  subsiteMenu: tolerantList(navLinkSchema),
  footer: z.looseObject({ menu: tolerantList(navLinkSchema), columns: tolerantList(footerColumnSchema) }).prefault({}),
  legal: z
    .looseObject({
      menu: tolerantList(linkSchema),
      disclaimer: z.string().nullish().transform((v) => v ?? ""),
      content: z.string().nullish().transform((v) => v ?? ""),
    })
    .prefault({}),
  logos: z
    .looseObject({
      primaryLight: nullableImage,
      primaryDark: nullableImage,
      landscapeDark: nullableImage,
      iconDark: nullableImage,
    })
    .prefault({}),
  logoUrl: z.string().nullish().transform((v) => v || "/"),
  loginConcierge: tolerantList(conciergeLinkSchema),
  site_alerts: tolerantList(siteAlertSchema),
  field_t_site_show_exit_site: z.boolean().nullish().transform((v) => v ?? false),
  quickExitUrl: z.string().nullish().transform((v) => v || DEFAULT_QUICK_EXIT_URL),
  ogImage: nullableImage,
  twitterImage: nullableImage,
  errorPages: z.looseObject({ notFound: nullableOverride, generic: nullableOverride }).prefault({}),
});
export type SiteData = z.infer<typeof siteDataSchema>;
