import { SiteDocument } from "@/templates/shell/SiteDocument";
import { signedInEditor } from "@/resolve/signed-in-editor";

export default async function Layout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument path="/preview" bodyClasses={["preview"]} editorName={(await signedInEditor())?.name ?? null}>
      {children}
    </SiteDocument>
  );
}
