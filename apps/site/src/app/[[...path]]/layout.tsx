import { SiteDocument } from "@/templates/shell/SiteDocument";
import { loadSiteShell } from "@/resolve/site-shell";
import { pathFromSegments } from "@/resolve/request-path";
import { requestRoute } from "@/resolve/request-route";

interface LayoutProps {
  children: React.ReactNode;
  params: Promise<{ path?: string[] }>;
}

/** Root layout of every cached page: it lives in the catch-all so that it knows the path. */
export default async function SiteLayout({ children, params }: LayoutProps) {
  const path = requestRoute(pathFromSegments((await params).path), "").path ?? "/";
  return <SiteDocument shell={await loadSiteShell(path)}>{children}</SiteDocument>;
}
