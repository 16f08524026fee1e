"use client";
import { useEffect, useRef } from "react";
import { COURSE_ENQUIRY_WEBFORM } from "@/config/constants";
import { track } from "../analytics/track";

/**
 * The course enquiry's journey for the analytics (features/analytics/track.ts): started at the visitor's first
 * answer, sent, or abandoned when they leave the page (or the form) with answers unsent. Other forms count nothing.
 */
export function useEnquiryEvents(formId: string, courseCode: unknown, started: boolean, sent: boolean): void {
  const enquiry = formId === COURSE_ENQUIRY_WEBFORM;
  const code = typeof courseCode === "string" && courseCode !== "" ? courseCode : undefined;
  const open = useRef(false);
  useEffect(() => {
    open.current = enquiry && started && !sent;
  }, [enquiry, started, sent]);

  useEffect(() => {
    if (enquiry && started) track("enquiry_started", { course_code: code });
  }, [enquiry, started, code]);
  useEffect(() => {
    if (enquiry && sent) track("enquiry_sent", { course_code: code });
  }, [enquiry, sent, code]);
  useEffect(() => {
    if (!enquiry) return;
    const abandon = () => {
      if (!open.current) return;
      open.current = false;
      track("enquiry_abandoned", { course_code: code });
    };
    window.addEventListener("pagehide", abandon);
    return () => {
      window.removeEventListener("pagehide", abandon);
      abandon(); // Left by a client-side navigation.
    };
  }, [enquiry, code]);
}
