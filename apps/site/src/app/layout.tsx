import "./globals.css";
import "./site.css";
import { Suspense } from "react";
import { config } from "@/config/env";
import { Analytics } from "@/features/analytics/Analytics.client";
import { OpenSearchLink } from "@/components/opensearch/OpenSearchLink";

/**
 * The one root layout: the document itself, and what every page's head carries whatever its route (content,
 * search, login, preview, error pages). Chrome and body classes come from the path's own layout.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  const cfg = config();
  // Without a tag manager or experiments script configured, no analytics code reaches the browser at all.
  const analytics = cfg.gtmId !== null || cfg.experimentsScriptUrl !== null;
  return (
    <html lang="en">
      <head>
        <OpenSearchLink productName={cfg.productName} />
      </head>
      <body>
        {children}
        {analytics && (
          <Suspense fallback={null}>
            <Analytics gtmId={cfg.gtmId} gtmScriptUrl={cfg.gtmScriptUrl} experimentsScriptUrl={cfg.experimentsScriptUrl} />
          </Suspense>
        )}
      </body>
    </html>
  );
}
