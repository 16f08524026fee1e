import "./globals.css";

/** The one root layout: the document itself. Chrome and body classes come from the path's own layout. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
