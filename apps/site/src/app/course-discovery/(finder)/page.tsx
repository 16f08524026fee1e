import { ScopePage, scopeMetadata, type ScopePageProps } from "@/app/_search/scope-page";

export const generateMetadata = (props: ScopePageProps) => scopeMetadata(props, "courses");
export default function CourseFinder(props: ScopePageProps) {
  return <ScopePage {...props} scope="courses" />;
}
