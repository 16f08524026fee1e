import "./globals.css";
import { config } from "@/config/env";
import { OpenSearchLink } from "@/features/opensearch/OpenSearchLink";

/**
 * The one root layout: the document itself, and what every page's head carries whatever its route (content,
 * search, login, preview, error pages). Chrome and body classes come from the path's own layout.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <OpenSearchLink productName={config().productName} />
      </head>
      <body>{children}</body>
    </html>
  );
}
