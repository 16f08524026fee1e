import { CachedScopePage, cachedScopeMetadata, noStaticParams, type CachedScopePageProps } from "@/app/_search/cached-scope-page";

// The same for everyone for a minute: the page steps serve /course-discovery?… from here, where the page cache keeps it.
export const revalidate = 60;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;
export const generateMetadata = (props: CachedScopePageProps) => cachedScopeMetadata(props, "courses");
export default function CachedCourseFinder(props: CachedScopePageProps) {
  return <CachedScopePage {...props} scope="courses" />;
}
