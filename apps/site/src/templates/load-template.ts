import type { CardView } from "@/mapping/cards/card-view";
import type { ContentPageView } from "@/mapping/content-page";
import type { ItemTemplateName, PageTemplateName } from "./registry";

export type PageTemplate = (props: { view: ContentPageView; aside?: React.ReactNode }) => React.ReactNode;
export type ItemTemplate = (props: { item: CardView }) => React.ReactNode;

/* Each template is its own chunk, loaded when a page shows that type: a page runs no code for types it lacks. */
const PAGE: Record<PageTemplateName, () => Promise<PageTemplate>> = {
  course: () => import("./course/CourseTemplate").then((m) => m.CourseTemplate),
  event: () => import("./event/EventTemplate").then((m) => m.EventTemplate),
  news: () => import("./news/NewsTemplate").then((m) => m.NewsTemplate),
  profile: () => import("./profile/ProfileTemplate").then((m) => m.ProfileTemplate),
  page: () => import("./page/PageTemplate").then((m) => m.PageTemplate),
};

const ITEM: Record<ItemTemplateName, () => Promise<ItemTemplate>> = {
  card: () => import("./item/ItemTemplates").then((m) => m.CardItem),
  "search-result": () => import("./item/ItemTemplates").then((m) => m.SearchResultItem),
  media: () => import("./item/ItemTemplates").then((m) => m.MediaItem),
  embedded: () => import("./item/ItemTemplates").then((m) => m.EmbeddedItem),
};

export const loadPageTemplate = (name: PageTemplateName) => PAGE[name]();
export const loadItemTemplate = (name: ItemTemplateName) => ITEM[name]();
export const isPageTemplate = (name: string): name is PageTemplateName => Object.hasOwn(PAGE, name);
