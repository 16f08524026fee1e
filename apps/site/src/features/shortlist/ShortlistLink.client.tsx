"use client";
import { usePathname } from "next/navigation";
import { Icon } from "@/components/icons/Icon";
import { SiteLink } from "@/components/link/SiteLink";
import { SHORTLIST_PATH } from "@/routing/shortlist-paths";
import { useShortlist } from "./use-shortlist";

/** The header's way to the shortlist, with how many courses it holds ("Shortlist, 3 courses" to screen readers). */
export function ShortlistLink() {
  const count = useShortlist()?.length ?? 0;
  const here = usePathname() === SHORTLIST_PATH;
  return (
    <SiteLink href={SHORTLIST_PATH} className="header-button shortlist-link" aria-current={here ? "page" : undefined}
      aria-label={count > 0 ? `Shortlist, ${count} ${count === 1 ? "course" : "courses"}` : undefined}>
      <Icon name="bookmark" />
      <span>Shortlist</span>
      {count > 0 && <b className="shortlist-link__count">{count}</b>}
    </SiteLink>
  );
}
