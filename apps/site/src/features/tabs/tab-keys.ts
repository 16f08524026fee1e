/* Keyboard of the WAI-ARIA tabs pattern: arrows move between tabs (wrapping), Home and End jump to the ends. */

/** The tab to focus and select after a key press, or null when the key is not the tablist's. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
