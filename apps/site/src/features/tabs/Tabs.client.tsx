"use client";

import { useRef, useState } from "react";
import { nextTabIndex } from "./tab-keys";

interface Tab {
  id: string;
  title: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move and select; only the selected tab is in
 * the Tab order. Without JavaScript every panel shows under its own heading (tabs.css, `scripting: none`).
 * `bodies`: each tab's panel content rendered on the server (rich text with embedded media), by tab id.
 */
export function Tabs({ id, label, tabs, bodies }: { id: string; label: string; tabs: Tab[]; bodies: Record<string, React.ReactNode> }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const next = nextTabIndex(e.key, selected, tabs.length);
    if (next === null) return;
    e.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelected(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`${id}-panel-${tab.id}`} aria-labelledby={`${id}-tab-${tab.id}`} tabIndex={0} className="tabs__panel" hidden={i !== selected}>
          <p className="tabs__panel-title" aria-hidden="true">{tab.title}</p>
          {bodies[tab.id]}
        </div>
      ))}
    </div>
  );
}
