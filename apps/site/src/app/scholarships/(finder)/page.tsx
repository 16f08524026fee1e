import { ScopePage, scopeMetadata, type ScopePageProps } from "@/app/_search/scope-page";

export const generateMetadata = (props: ScopePageProps) => scopeMetadata(props, "scholarships");
export default function ScholarshipFinder(props: ScopePageProps) {
  return <ScopePage {...props} scope="scholarships" />;
}
