import { AudienceToggle } from "@/features/study-areas/AudienceToggle";
import { searchHref, type SearchState } from "@/routing/search-query";
import "@/features/study-areas/study-areas.css";

/** The audience of a scope that has one (the course finder): both audiences offered, switched in place. */
export function AudienceSwitch({ state }: { state: SearchState }) {
  const links = {
    domestic: searchHref({ ...state, audience: "domestic", page: 1 }),
    international: searchHref({ ...state, audience: "international", page: 1 }),
  };
  return <AudienceToggle current={state.audience} links={links} inPlace />;
}
