/** The site configuration keys that name a menu (`menu_link_content` items' `menu_name`). */
export const SITE_MENU_KEYS = ["main_menu", "footer_menu", "legal_menu", "subsite_menu"] as const;

/** The menus a (merged) site configuration shows. */
export function siteMenuNames(config: Record<string, unknown>): string[] {
  return SITE_MENU_KEYS.flatMap((key) => {
    const name = config[key];
    return typeof name === "string" ? [name] : [];
  });
}
