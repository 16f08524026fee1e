import { DISMISSED_ALERTS_KEY, withDismissed } from "./dismissed-alerts";

/* The closed-alert list as an external store for useSyncExternalStore: localStorage, kept in step across
 * tabs by the storage event, with an in-memory copy when storage is unavailable (private modes). */

const listeners = new Set<() => void>();
let memory = "";

function read(): string {
  try {
    return window.localStorage.getItem(DISMISSED_ALERTS_KEY) ?? memory;
  } catch {
    return memory;
  }
}

export function subscribeDismissed(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISMISSED_ALERTS_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const dismissedSnapshot = read;

/** The server has no storage: every alert is open in its markup. */
export const dismissedServerSnapshot = () => "";

export function dismissAlert(id: string): void {
  memory = withDismissed(read(), id);
  try {
    window.localStorage.setItem(DISMISSED_ALERTS_KEY, memory);
  } catch {
    // Remembered for this page only.
  }
  listeners.forEach((l) => l());
}
