import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CourseSearchView } from "@/mapping/paragraphs/course-search";
import { CourseSearch } from "./CourseSearch";

const VIEW: CourseSearchView = {
  type: "course_search", id: "p1", title: "What do you want to study?", html: "<p>Search 600 courses.</p>", action: "/course-discovery",
  param: "query", label: "Course, subject or career", placeholder: "Try nursing or IT", links: [{ text: "Nursing", href: "/course-discovery?query=nursing" }], image: null,
};

describe("CourseSearch", () => {
  it("is a plain GET form to the course finder, its box labelled and named for the finder's query", () => {
    const html = renderToStaticMarkup(<CourseSearch view={VIEW} />);
    const form = html.match(/<form [^>]*>/)?.[0] ?? "";
    for (const attr of ['action="/course-discovery"', 'method="get"', 'role="search"', 'aria-labelledby="c-p1"']) expect(form).toContain(attr);
    expect(html).toContain('<label for="course-search-p1" class="course-search__label">Course, subject or career</label>');
    const input = html.match(/<input [^>]*>/)?.[0] ?? "";
    for (const attr of ['id="course-search-p1"', 'name="query"', 'type="search"', 'placeholder="Try nursing or IT"', 'maxLength="256"']) expect(input).toContain(attr);
    expect(html).toContain('<button type="submit" class="course-search__submit">Search</button>');
    expect(html).toContain('<ul aria-labelledby="c-p1-popular"><li><a href="/course-discovery?query=nursing" data-router-link="">Nursing</a></li></ul>');
  });

  it("leaves out what it was not given: no placeholder, no popular searches, no image", () => {
    const html = renderToStaticMarkup(<CourseSearch view={{ ...VIEW, placeholder: null, links: [] }} />);
    expect(html).not.toContain("placeholder=");
    expect(html).not.toContain("Popular searches");
    expect(html).not.toContain("<img");
  });
});
