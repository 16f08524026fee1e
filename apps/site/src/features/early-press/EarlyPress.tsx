import { earlyPressScript } from "./early-press-script";

/**
 * Keeps a press on a button made before the page's scripts have run, and makes it once they have (the script:
 * early-press-script.ts). First in the page, before any control, so it listens before anything can be pressed.
 */
export function EarlyPress() {
  return <script dangerouslySetInnerHTML={{ __html: earlyPressScript() }} />;
}
