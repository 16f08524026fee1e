"use client";

import { ERROR_TEXTS } from "@/components/error-page/error-strings";

/** When the error page itself fails (spec §2.4): a message with details and a link home. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "3rem auto", maxWidth: "40rem", padding: "0 1rem" }}>
        <title>{ERROR_TEXTS.genericTitle}</title>
        <main>
          <h1>{ERROR_TEXTS.errorPageFailure}</h1>
          <p>{ERROR_TEXTS.genericIntro}</p>
          {error.digest && <p>Reference: {error.digest}</p>}
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- after a failed document, only a full load is safe. */}
            <a href="/">Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
