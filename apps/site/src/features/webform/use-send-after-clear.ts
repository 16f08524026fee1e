"use client";
import { useCallback, useEffect, useRef } from "react";

/**
 * 'Clear form' on a form that sends itself again once cleared (spec §4): the render after the clear (a new
 * `resetCount`) holds the emptied answers, and that is what `send` sends. Returns what says whether the next clear sends.
 */
export function useSendAfterClear(resetCount: number, send: () => void): (sendAfter: boolean) => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per clear; `send` of this render reads the cleared answers
  }, [resetCount]);
  return useCallback((sendAfter: boolean) => {
    pending.current = sendAfter;
  }, []);
}
