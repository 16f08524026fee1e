import { CachedScopePage, cachedScopeMetadata, noStaticParams, type CachedScopePageProps } from "@/app/_search/cached-scope-page";

// The same for everyone for a minute: the page steps serve /search?… from here, where the page cache keeps it.
export const revalidate = 60;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;
export const generateMetadata = (props: CachedScopePageProps) => cachedScopeMetadata(props, "site");
export default function CachedSearchPage(props: CachedScopePageProps) {
  return <CachedScopePage {...props} scope="site" />;
}
