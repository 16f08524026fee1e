import { z } from "zod";
import { DEFAULT_QUICK_EXIT_URL } from "./quick-exit.ts";
import { idString, list, looseNumber, optionalString, tolerantList } from "./wire-values.ts";

/*
 * The site data of one site (`GET /site-api/v1/site/{id}`, apps/content/README.md "Site data"): menus, footer,
 * logos, alerts and settings. The content service builds exactly the parsed form (`SiteData`); the site parses
 * whatever arrives, filling defaults and dropping malformed list items. Extra fields are kept (loose objects).
 */

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
export type Logo = Image;

export const conciergeLinkSchema = z.looseObject({
  id: idString,
  title: z.string(),
  subtext: z.string().nullish().transform((v) => v ?? ""),
  ctaText: z.string().nullish().transform((v) => v ?? ""),
  uri: z.string(),
  icon: z.string().nullish().transform((v) => v ?? ""),
});
export type ConciergeLink = z.infer<typeof conciergeLinkSchema>;

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
export type ErrorPageOverride = z.infer<typeof errorPageOverrideSchema>;

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

export const footerColumnSchema = z.looseObject({
  title: optionalString,
  subtitle: optionalString,
  linkHeading: z.looseObject({ title: z.string(), uri: z.string() }).optional(),
  width: looseNumber.transform((w) => Math.min(12, Math.max(1, Math.round(w ?? 12)))),
  components: tolerantList(footerComponentSchema),
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
/** The site data as parsed, and as the content service builds it. */
export type SiteData = z.infer<typeof siteDataSchema>;
