"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { arriveAt, type FocusTarget } from "./arrival";
import { firstChangedControl } from "./changed-controls";
import { useCurrentTabInView, useFormsFollowAddress } from "./use-forms-follow-address";

/*
 * Module state, not component state: each search is its own cached page, so the next results may mount a
 * new copy of this component, which must still know that the visitor asked for them and where focus goes.
 */
let asked: FocusTarget | null = null;

/** The address a GET form would go to, without empty values and without a page (a new search starts at 1). */
function formHref(form: HTMLFormElement, submitter?: HTMLElement | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter ?? null)) {
    if (typeof value === "string" && value.trim() !== "" && name !== "page") params.append(name, value);
  }
  const qs = params.toString();
  const path = new URL(form.action, window.location.href).pathname;
  return qs ? `${path}?${qs}` : path;
}

const isPlainClick = (e: React.MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * Enhances the server-rendered results page: a filter change, a tab, a page number or a new query loads the
 * results in place (the URL follows, so Back works), focus goes to the count line when the whole list is
 * new, and the new count is announced. Without scripts the same forms and links do the same by full loads.
 */
export function SearchResultsRegion({ searchKey, announcement, className, children }: {
  searchKey: string;
  announcement: string;
  className?: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const root = useRef<HTMLDivElement>(null);

  // Scripts run: the filters apply as they change, so their button goes (CSS keys on this class).
  useEffect(() => root.current?.classList.add("search-page--enhanced"), []);

  const hydrated = useRef(false);
  useFormsFollowAddress(root, hydrated, searchKey);
  useCurrentTabInView(root, searchKey);

  // New results have rendered: say how many, and put focus where the visitor expects it.
  useEffect(() => {
    const target = asked;
    if (target === null) return;
    asked = null;
    arriveAt(root.current, target, announcement);
  }, [searchKey, announcement]);

  const go = (href: string, target: FocusTarget) => {
    // The results asked for are the ones shown (the current tab again): nothing will render, nothing to do.
    if (href === `${window.location.pathname}${window.location.search}`) return;
    asked = target;
    startTransition(() => router.push(href, { scroll: false }));
  };

  // As the page is hydrated: a filter changed before its scripts ran is applied now (the box stays ticked and the
  // results follow it), as a change is once they have; what was typed in the search box stays where it is.
  useEffect(() => {
    hydrated.current = true;
    const filters = root.current?.querySelector<HTMLFormElement>("form[data-search-filters]");
    const changed = filters ? firstChangedControl(filters) : null;
    if (filters && changed) go(formHref(filters), { kind: "control", name: changed.name, value: changed instanceof HTMLInputElement ? changed.value : null });
    // Once, as the page is hydrated: later changes are the change listener's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest("a[data-search-nav]");
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(e) || e.defaultPrevented) return;
    e.preventDefault();
    go(link.getAttribute("href") ?? window.location.pathname, { kind: "heading" });
  };

  const onChange = (e: React.FormEvent<HTMLDivElement>) => {
    const control = e.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || !control.form?.hasAttribute("data-search-filters")) return;
    // The visitor is still in the filters: focus stays on (or returns to) the control, the count is announced.
    go(formHref(control.form), { kind: "control", name: control.name, value: control instanceof HTMLInputElement ? control.value : null });
  };

  const onSubmit = (e: React.FormEvent<HTMLDivElement>) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !(form.hasAttribute("data-search-filters") || form.hasAttribute("data-search-form"))) return;
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    go(formHref(form, submitter), { kind: "heading" });
  };

  return (
    <div
      ref={root}
      className={className}
      aria-busy={pending || undefined}
      onClick={onClick}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {children}
    </div>
  );
}
