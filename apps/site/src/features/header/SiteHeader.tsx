import { EditorStatus } from "@/features/editor/EditorStatus.client";
import { MainNav } from "@/features/navigation/MainNav";
import { ShortlistLink } from "@/features/shortlist/ShortlistLink.client";
import { activeTrail } from "@/mapping/navigation/active-trail";
import type { SiteHeaderModel } from "@/mapping/site-header";
import { HeaderBrand } from "./HeaderBrand";
import { HeaderIsland } from "./HeaderIsland.client";

interface Props {
  model: Omit<SiteHeaderModel, "concierge">;
  /** The login concierge's links (ConciergeMenu, rendered by the server); null when the site has none. */
  concierge: React.ReactNode;
  productName: string;
  searchParams: Record<string, string>;
  /** The page's path: its menu links are marked active, and the menu opens at them. */
  path: string;
  /** The signed-in editor, when the page is rendered per request for one (preview, sign-in). */
  editorName?: string | null;
}

/**
 * Everything at the top of every page: the navigation bar, main navigation, shortlist link, login concierge and
 * search. The server renders its markup, the menu's links among it; the island (HeaderIsland) opens and closes
 * what a person opens, and is given no navigation data.
 */
export function SiteHeader({ model, concierge, productName, searchParams, path, editorName = null }: Props) {
  const trail = activeTrail(model.menu, path);
  return (
    <HeaderIsland
      brand={<HeaderBrand model={model} />}
      status={<><EditorStatus serverName={editorName} /><ShortlistLink /></>}
      nav={<MainNav items={model.menu} homeItem={model.homeItem} trail={trail} path={path} />}
      concierge={concierge}
      trail={trail}
      productName={productName}
      searchParams={searchParams}
    />
  );
}
