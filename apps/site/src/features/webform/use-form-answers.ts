"use client";
import { useCallback, useMemo, useState } from "react";
import { statefulFields } from "@/mapping/webform/element-mapping";
import type { WebformSchema } from "@/mapping/webform/field-schema";
import { rememberedCampaign, tabStorage, withCampaign } from "../campaign/campaign";
import { formEntry, onceWarn, type FormEntry } from "./form-entry";
import { startingAnswers, type Answers } from "./form-state";

/**
 * The form's answers and the rules' verdicts on them (form-entry.ts), from a fresh form or the answers a post without
 * scripts came back with.
 */
export function useFormAnswers(schema: WebformSchema, postedAnswers: Answers | null) {
  const fields = useMemo(() => statefulFields(schema.elements), [schema]);
  const warn = useMemo(() => onceWarn(), []);
  // The query string (with the campaign the visitor arrived with earlier in the tab, features/campaign) and the
  // page's address are the browser's to read (the page is cached for everyone). They
  // only fill hidden answers, which render nothing, so the server's HTML and the first browser render agree.
  const fresh = useCallback(
    () =>
      typeof window === "undefined"
        ? { ...schema.model }
        : startingAnswers(schema.elements, schema.model, withCampaign(new URLSearchParams(window.location.search), rememberedCampaign(tabStorage())), window.location.pathname),
    [schema],
  );
  const entry = useCallback((next: Answers, changed: ReadonlySet<string>) => formEntry(fields, next, changed, warn), [fields, warn]);
  const [current, setEntry] = useState<FormEntry>(() => entry(postedAnswers ? { ...fresh(), ...postedAnswers } : fresh(), new Set()));

  /** The visitor changed one answer. */
  const setAnswer = useCallback(
    (name: string, value: unknown) => setEntry((previous) => entry({ ...previous.answers, [name]: value }, new Set(previous.changed).add(name))),
    [entry],
  );
  /** Answers typed before the script started, taken as changes. */
  const addTyped = useCallback(
    (typed: Answers) => setEntry((previous) => entry({ ...previous.answers, ...typed }, new Set([...previous.changed, ...Object.keys(typed)]))),
    [entry],
  );
  /** A fresh form again. */
  const reset = useCallback(() => setEntry(entry(fresh(), new Set())), [entry, fresh]);

  return { ...current, setAnswer, addTyped, reset };
}
