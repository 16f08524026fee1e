"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";

export const RESULTS_HEADING_ID = "search-results-heading";

/** The /search address a GET form would go to, without empty values and without a page (a new search starts at 1). */
function formHref(form: HTMLFormElement, submitter?: HTMLElement | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter ?? null)) {
    if (typeof value === "string" && value.trim() !== "" && name !== "page") params.append(name, value);
  }
  const qs = params.toString();
  return qs ? `/search?${qs}` : "/search";
}

const isPlainClick = (e: React.MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * Enhances the server-rendered results page: a filter change, a tab, a page number or a new query loads the
 * results in place (the URL follows, so Back works), focus goes to the count line when the whole list is
 * new, and the new count is announced. Without scripts the same forms and links do the same by full loads.
 */
export function SearchResultsRegion({ searchKey, announcement, children }: { searchKey: string; announcement: string; children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const ours = useRef<{ focusHeading: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);

  // Scripts run: the filters apply as they change, so their button goes (CSS keys on this class).
  useEffect(() => root.current?.classList.add("search-page--enhanced"), []);

  // The forms are uncontrolled: after any navigation (ours, Back, Forward) make what they show match the
  // address the server rendered, e.g. every box unticked after 'Clear all filters'.
  useEffect(() => {
    for (const input of root.current?.querySelectorAll("input") ?? []) {
      if (input.type === "checkbox") input.checked = input.defaultChecked;
      else if (input.type === "search") input.value = input.defaultValue;
    }
    for (const select of root.current?.querySelectorAll("select") ?? []) {
      const chosen = [...select.options].find((o) => o.defaultSelected) ?? select.options[0];
      if (chosen) select.value = chosen.value;
    }
  }, [searchKey]);

  // New results have rendered: say how many, and move focus when the visitor's place on the page is gone.
  useEffect(() => {
    const navigation = ours.current;
    if (navigation === null) return;
    ours.current = null;
    // The live region is ours, not React's (it renders no children): a repeated message must still be
    // spoken, so the text changes even when the words are the same.
    const region = live.current;
    if (region) region.textContent = region.textContent === announcement ? `${announcement}\u00a0` : announcement;
    if (navigation.focusHeading) {
      const heading = document.getElementById(RESULTS_HEADING_ID);
      heading?.focus({ preventScroll: true });
      heading?.scrollIntoView({ block: "start" });
    }
  }, [searchKey, announcement]);

  const go = (href: string, focusHeading: boolean) => {
    ours.current = { focusHeading };
    startTransition(() => router.push(href, { scroll: false }));
  };

  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest("a[data-search-nav]");
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(e) || e.defaultPrevented) return;
    e.preventDefault();
    go(link.getAttribute("href") ?? "/search", true);
  };

  const onChange = (e: React.FormEvent<HTMLDivElement>) => {
    const form = (e.target as HTMLElement & { form?: HTMLFormElement | null }).form;
    if (!form?.hasAttribute("data-search-filters")) return;
    // The visitor is still in the filters: focus stays on the checkbox, the count is announced.
    go(formHref(form), false);
  };

  const onSubmit = (e: React.FormEvent<HTMLDivElement>) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !(form.hasAttribute("data-search-filters") || form.hasAttribute("data-search-form"))) return;
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    go(formHref(form, submitter), true);
  };

  return (
    <div
      ref={root}
      className="search-page"
      aria-busy={pending || undefined}
      onClick={onClick}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {children}
      <div ref={live} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
    </div>
  );
}
