import type { Page } from "@playwright/test";

/**
 * Records Content-Security-Policy violations of a page: the `securitypolicyviolation` events of every document
 * it loads (kept in window.__cspViolations) and the browser's console reports of blocked content.
 */
export async function watchCsp(page: Page): Promise<{ violations: () => Promise<string[]> }> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as Window & { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    violations: async () => {
      const events = await page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
      return [...events, ...console];
    },
  };
}
