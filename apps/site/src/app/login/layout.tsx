import { SiteDocument } from "@/templates/shell/SiteDocument";
import { loadSiteShell } from "@/resolve/site-shell";
import { signedInEditor } from "@/resolve/signed-in-editor";

export default async function Layout({ children }: { children: React.ReactNode }) {
  return <SiteDocument shell={await loadSiteShell("/login")} editorName={(await signedInEditor())?.name ?? null}>{children}</SiteDocument>;
}
