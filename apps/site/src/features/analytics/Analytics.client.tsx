"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { analyticsDelay, DO_NOT_TRACK_META, gtmScriptSrc, pageViewEvent, trackingAllowed } from "./tracking-allowed";

interface Props {
  gtmId: string | null;
  gtmScriptUrl: string;
  experimentsScriptUrl: string | null;
}

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[]; doNotTrack?: string };

function allowedHere(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return trackingAllowed({
    pageDoNotTrack: document.querySelector(`meta[name="${DO_NOT_TRACK_META}"]`) !== null,
    doNotTrack: nav.doNotTrack,
    windowDoNotTrack: (window as DataLayerWindow).doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  });
}

function addScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement("script");
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/**
 * The tag manager and the experiments script (spec §7), loaded after the page is up, never blocking it — and not
 * at all while the page says doNotTrack or the visitor sends Do Not Track or Global Privacy Control. Each
 * client-side navigation sends a page view 250 ms later (spec §9), once the new page's title is in.
 */
export function Analytics({ gtmId, gtmScriptUrl, experimentsScriptUrl }: Props) {
  const path = usePathname();
  const query = useSearchParams().toString();
  const first = useRef(true);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const timer = window.setTimeout(() => {
      if (!allowedHere()) return;
      const w = window as DataLayerWindow;
      w.dataLayer = w.dataLayer ?? [];
      if (gtmId && !document.getElementById("yu-gtm")) {
        w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
        addScript(gtmScriptSrc(gtmScriptUrl, gtmId), "yu-gtm");
      }
      if (experimentsScriptUrl) addScript(experimentsScriptUrl, "yu-experiments");
      // The first page's view is the tag manager's own; later ones are client-side navigations.
      if (!isFirst) w.dataLayer.push(pageViewEvent(`${path}${query ? `?${query}` : ""}`, document.title));
    }, analyticsDelay(isFirst));
    return () => window.clearTimeout(timer);
  }, [path, query, gtmId, gtmScriptUrl, experimentsScriptUrl]);

  return null;
}
