import type { AnyNode, Document, Element } from "domhandler";
import { isTag } from "domhandler";
import { parseDocument } from "htmlparser2";
import { findAll, textContent } from "domutils";

/** The body HTML as a tree (htmlparser2: forgiving, fast, no DOM needed). */
export function parseBody(html: string): Document {
  return parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
}

/** Every element of `root` whose tag is one of `names`, in document order. */
export function elements(root: Document | Element, ...names: string[]): Element[] {
  const wanted = new Set(names);
  return findAll((el) => wanted.has(el.name), root.children);
}

/** The text a reader sees of `node`, with white space collapsed. */
export function textOf(node: AnyNode | AnyNode[]): string {
  return textContent(node).replace(/\s+/g, " ").trim();
}

/** The first `max` characters of `text`, with an ellipsis when cut. */
export function shorten(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A selector that finds `el` again within the body, from its top level: each step the tag and its place among
 * its siblings of that tag, so that it holds without ids or classes in the editor's HTML.
 */
export function selectorOf(el: Element): string {
  const steps: string[] = [];
  let current: Element | null = el;
  while (current) {
    const name: string = current.name;
    const siblings: AnyNode[] = current.parent?.children ?? [current];
    const index = siblings.filter((s) => isTag(s) && s.name === name).indexOf(current) + 1;
    steps.unshift(`${name}:nth-of-type(${index})`);
    current = current.parent && isTag(current.parent) ? current.parent : null;
  }
  return steps.join(" > ");
}

/** The element's selector and a short excerpt of its text (or `excerpt` when given). */
export function placeOf(el: Element, excerpt?: string): { selector: string; excerpt: string } {
  return { selector: selectorOf(el), excerpt: shorten(excerpt ?? textOf(el)) };
}
