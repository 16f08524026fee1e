import { SiteDocument } from "@/components/layout/SiteDocument";

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument path="/preview" bodyClasses={["preview"]}>
      {children}
    </SiteDocument>
  );
}
