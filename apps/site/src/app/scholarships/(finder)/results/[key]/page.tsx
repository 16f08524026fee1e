import { CachedScopePage, cachedScopeMetadata, noStaticParams, type CachedScopePageProps } from "@/app/_search/cached-scope-page";

// The same for everyone for a minute: the page steps serve /scholarships?… from here, where the page cache keeps it.
// A minute also bounds how long "open" (closing today or later, in Melbourne) lags behind midnight.
export const revalidate = 60;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;
export const generateMetadata = (props: CachedScopePageProps) => cachedScopeMetadata(props, "scholarships");
export default function CachedScholarshipFinder(props: CachedScopePageProps) {
  return <CachedScopePage {...props} scope="scholarships" />;
}
