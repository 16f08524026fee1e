"use client";
import { useEffect, type RefObject } from "react";

/** While something is open, a pointer press anywhere outside `inside` calls `onOutside` (the header closes its menus). */
export function useOutsidePress(inside: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !inside.current?.contains(event.target)) onOutside();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [inside, active, onOutside]);
}
