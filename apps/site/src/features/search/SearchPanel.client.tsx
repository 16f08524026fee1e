"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "@/components/icons/Icon";
import { isExternalUri } from "@/mapping/link";
import { BREAKPOINTS, SUGGESTIONS_MIN_CHARS } from "@/config/constants";
import { searchHref } from "@/routing/search-href";
import { steppedOption } from "./combobox-step";
import { SearchPanelHead } from "./SearchPanelHead";
import { SuggestionList } from "./SuggestionList";
import { NO_SUGGESTIONS, useSuggestions } from "./use-suggestions";
import "./search-panel.css";

interface Props {
  productName: string;
  configuredParams: Record<string, string>;
  onClose: () => void;
}

const NO_RESULTS = "Sorry, we couldn't find any results.";

/**
 * The header's search panel (spec §2.4, §4 "Search box"): a WAI-ARIA combobox whose listbox holds two
 * groups, 'Suggestions' and 'Courses and units', filled by two parallel lookups from the third character.
 */
export function SearchPanel({ productName, configuredParams, onClose }: Props) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  // Coming back to the box after focus left (which cleared the lists) looks the same text up again.
  const [lookups, setLookups] = useState(0);
  const [results, setResults] = useSuggestions(query, lookups);
  // Rendered only after a click, never on the server, so the breakpoint can be read at once.
  const [large] = useState(() => window.matchMedia(`(min-width: ${BREAKPOINTS.l}px)`).matches);
  const options = [...results.suggestions, ...results.courses];
  const expanded = options.length > 0;

  useEffect(() => {
    input.current?.focus();
  }, []);

  const go = (url: string) => {
    if (isExternalUri(url)) window.location.assign(url);
    else router.push(url);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!expanded) return;
      event.preventDefault();
      const key = event.key;
      setActive((i) => steppedOption(i, key, options.length));
    } else if (event.key === "Enter" && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].url);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      if (expanded || results.none) setResults(NO_SUGGESTIONS);
      else onClose();
    }
  };

  return (
    <div
      id="search-panel"
      className="search-panel"
      role="region"
      aria-labelledby="search-panel-title"
      onBlur={(e) => {
        if (e.relatedTarget === null || !e.currentTarget.contains(e.relatedTarget)) setResults(NO_SUGGESTIONS);
      }}
    >
      <div className="container">
        <SearchPanelHead onClose={onClose} />
        <form
          role="search"
          action="/search"
          method="get"
          className="search-panel__form"
          onSubmit={(e) => {
            e.preventDefault();
            go(searchHref(query, window.location.search, configuredParams));
          }}
        >
          <input
            ref={input}
            type="search"
            name="query"
            className="search-panel__input"
            aria-labelledby="search-panel-title"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls="search-suggestions"
            aria-activedescendant={active >= 0 ? `search-option-${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={large ? `Search ${productName} for courses, units, news, events, people, etc…` : "Find courses, units, news, people, etc…"}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(-1);
              // Under three characters there is nothing to suggest: clear what an earlier lookup found.
              if (e.target.value.trim().length < SUGGESTIONS_MIN_CHARS) setResults(NO_SUGGESTIONS);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (!expanded && !results.none) setLookups((n) => n + 1);
            }}
          />
          <button type="submit" className="search-panel__submit">
            <Icon name="search" />
            <span className="visually-hidden">Search</span>
          </button>
        </form>
        <p className="search-panel__error" role="status">{results.none ? NO_RESULTS : ""}</p>
        <SuggestionList results={results} active={active} onChoose={go} />
      </div>
    </div>
  );
}
