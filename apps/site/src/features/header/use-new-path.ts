import { useEffect, useRef } from "react";

/**
 * Calls `onNewPath` when the page's path changes, not for the path the component was first rendered on: there it
 * would undo what the visitor did the moment the page was hydrated (a press made in the instant between React's
 * commit and its effects, or one the early-press script made again), as nothing else can be open yet.
 */
export function useNewPath(path: string, onNewPath: () => void) {
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    onNewPath();
    // Only the path decides: `onNewPath` may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
}
