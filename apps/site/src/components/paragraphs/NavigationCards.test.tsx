import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { NavigationCardsView } from "@/mapping/paragraphs/navigation-cards";
import { NavigationCards } from "./NavigationCards";

const CARDS: NavigationCardsView["cards"] = [
  { text: "Domestic students", href: "/study-at-yu", summary: "Courses and fees." },
  { text: "Current students", href: "/current-students", summary: null },
];

describe("NavigationCards", () => {
  it("titles the row and makes each card's title its link, with its summary", () => {
    const html = renderToStaticMarkup(<NavigationCards view={{ type: "navigation_cards", id: "p2", title: "Start here", cards: CARDS }} />);
    expect(html).toContain('<section class="component nav-cards" aria-labelledby="c-p2"><h2 id="c-p2">Start here</h2>');
    expect(html).toContain('<h3 class="nav-card__title"><a href="/study-at-yu" data-router-link="">Domestic students</a></h3><p class="nav-card__summary">Courses and fees.</p>');
    expect(html).toContain('<h3 class="nav-card__title"><a href="/current-students" data-router-link="">Current students</a></h3></li>');
  });

  it("makes the cards' titles the headings when the row has none, and shows nothing without cards", () => {
    expect(renderToStaticMarkup(<NavigationCards view={{ type: "navigation_cards", id: "p2", title: null, cards: CARDS }} />)).toContain('<h2 class="nav-card__title">');
    expect(renderToStaticMarkup(<NavigationCards view={{ type: "navigation_cards", id: "p2", title: null, cards: [] }} />)).toBe("");
  });
});
