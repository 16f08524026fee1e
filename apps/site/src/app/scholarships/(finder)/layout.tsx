import { ScopeLayout } from "@/app/_search/scope-layout";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <ScopeLayout scope="scholarships">{children}</ScopeLayout>;
}
