"use client";

import { useRef, useState } from "react";
import { SiteLink } from "@/components/link/SiteLink";
import type { AccordionItemView } from "@/mapping/paragraphs/accordion";
import { showToggleAll, toggleAll, toggleAllLabel, toggleItem, type AccordionMode } from "./accordion-state";
import { scrollIntoViewOver } from "./scroll-into-view";

interface Props {
  id: string;
  /** The items without their HTML: the bodies come rendered from the server. */
  items: Omit<AccordionItemView, "html">[];
  /** Each item's body rendered on the server (rich text with its embedded media), by item id. */
  bodies: Record<string, React.ReactNode>;
  mode: AccordionMode;
  numbered: boolean;
  headingLevel: 2 | 3;
}

/**
 * WAI-ARIA accordion: each header is a heading holding a button that controls its region. Without JavaScript
 * every region shows (accordion.css, `scripting: none`), so all content stays reachable.
 */
export function Accordion({ id, items, bodies, mode, numbered, headingLevel }: Props) {
  const [open, setOpen] = useState<string[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const ids = items.map((i) => i.id);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const toggle = (itemId: string) => {
    const opening = !open.includes(itemId);
    setOpen((current) => toggleItem(current, itemId, mode));
    if (opening) {
      // After React has shown the region: bring the opened item's header to the top of the view.
      requestAnimationFrame(() => {
        const header = root.current?.querySelector<HTMLElement>(`[data-accordion-item="${CSS.escape(itemId)}"]`);
        if (header) scrollIntoViewOver(header, 500);
      });
    }
  };

  const List = numbered ? "ol" : "ul";
  return (
    <div className={`accordion${numbered ? " accordion--numbered" : ""}`} ref={root}>
      {showToggleAll(items.length, mode) && (
        <div className="accordion__toolbar">
          <button type="button" className="accordion__toggle-all" aria-controls={ids.map((i) => `${id}-panel-${i}`).join(" ")} onClick={() => setOpen((current) => toggleAll(current, ids))}>
            {toggleAllLabel(open, ids)}
          </button>
        </div>
      )}
      <List className="accordion__list">
        {items.map((item, index) => {
          const expanded = open.includes(item.id);
          const buttonId = `${id}-button-${item.id}`;
          const panelId = `${id}-panel-${item.id}`;
          return (
            <li className="accordion__item" key={item.id} data-accordion-item={item.id}>
              <Heading className="accordion__heading">
                <button type="button" id={buttonId} className="accordion__button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                  {numbered && <span className="accordion__number" aria-hidden="true">{index + 1}</span>}
                  <span className="accordion__title">
                    {item.title}
                    {item.subtitle && <span className="accordion__subtitle">{item.subtitle}</span>}
                  </span>
                  <svg className="accordion__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </Heading>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
                {item.titleLink && (
                  <p className="accordion__title-link">
                    <SiteLink href={item.titleLink.href}>{item.titleLink.text}</SiteLink>
                  </p>
                )}
                {bodies[item.id]}
              </div>
            </li>
          );
        })}
      </List>
    </div>
  );
}
