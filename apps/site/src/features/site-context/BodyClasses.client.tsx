"use client";

import { useEffect } from "react";

/** Puts the path's classes on <body> (spec §2.4) and keeps them in step on client-side navigation. */
export function BodyClasses({ classes }: { classes: string[] }) {
  const value = classes.join(" ");
  useEffect(() => {
    const added = value.split(" ").filter(Boolean);
    document.body.classList.add(...added);
    return () => document.body.classList.remove(...added);
  }, [value]);
  return null;
}
