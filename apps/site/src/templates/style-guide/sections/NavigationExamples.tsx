import { Breadcrumbs } from "@/components/breadcrumbs/Breadcrumbs";
import { LinkList } from "@/components/link/LinkList";
import { Pagination } from "@/components/pagination/Pagination";
import { listingPager } from "@/mapping/pagination";
import { breadcrumbs, linkList, pagination } from "../mock-content";

/* Ways around the site: breadcrumbs, link lists and pagination. */

export const BreadcrumbsExample = () => <Breadcrumbs crumbs={breadcrumbs} />;

export const LinkListExample = () => (
  <nav aria-label="Sample link list">
    <LinkList links={linkList} />
  </nav>
);

export function PaginationExample() {
  return (
    <>
      <Pagination pager={listingPager(pagination.first)} label="Sample news: pages, on the first page" />
      <Pagination pager={listingPager(pagination.middle)} label="Sample news: pages, on a middle page" />
    </>
  );
}
