import type { Metadata } from "next";
import { Button } from "@/components/button/Button";
import { PageHeader } from "@/components/page/PageHeader";
import { ShortlistManager } from "@/features/shortlist/ShortlistManager.client";
import "@/features/shortlist/shortlist.css";
import { toMetadata } from "@/resolve/metadata";
import { loadShortlistPage } from "@/resolve/course-shortlist";

// The same shell for everyone (the list is read from the browser's storage), rendered on request: a fixed route
// would otherwise be prerendered at build time, when the content service (and so the site's menus) may be away;
// the catch-all avoids that with an empty generateStaticParams, which a route without parameters cannot have.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata((await loadShortlistPage()).head);
}

export default async function ShortlistPage() {
  const { startLinks } = await loadShortlistPage();
  return (
    <div className="shortlist-page">
      <PageHeader title="Your shortlist" summary="Courses you save are kept in this browser. Compare up to four side by side." />
      <div className="container page-body">
        <noscript>
          <p className="notice">
            Your shortlist is kept in this browser, so it needs JavaScript to show. Turn JavaScript on to see and compare the courses you saved.
          </p>
        </noscript>
        <ShortlistManager
          empty={
            <>
              <h2>Nothing saved yet</h2>
              <p>Choose ‘Save to shortlist’ on any course to keep it here, then compare up to four side by side.</p>
              <nav aria-label="Find courses" className="button-row">
                {startLinks.map((link, i) => (
                  <Button key={link.uri} kind="link" href={link.uri} type={i === 0 ? "primary" : "secondary"}>
                    {link.title}
                  </Button>
                ))}
              </nav>
            </>
          }
        />
      </div>
    </div>
  );
}
