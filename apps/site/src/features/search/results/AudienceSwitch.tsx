import { AudienceToggle } from "@/components/link-switch/AudienceToggle";
import { searchHref, type SearchState } from "@/routing/search-query";
import "@/components/link-switch/link-switch.css";

/** The audience of a scope that has one (the course and scholarship finders): both audiences offered, switched in place. */
export function AudienceSwitch({ state, label }: { state: SearchState; label?: string }) {
  const links = {
    domestic: searchHref({ ...state, audience: "domestic", page: 1 }),
    international: searchHref({ ...state, audience: "international", page: 1 }),
  };
  return <AudienceToggle current={state.audience} links={links} inPlace label={label} />;
}
