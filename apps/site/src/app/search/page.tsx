import { ScopePage, scopeMetadata, type ScopePageProps } from "@/app/_search/scope-page";

export const generateMetadata = (props: ScopePageProps) => scopeMetadata(props, "site");
export default function SearchPage(props: ScopePageProps) {
  return <ScopePage {...props} scope="site" />;
}
