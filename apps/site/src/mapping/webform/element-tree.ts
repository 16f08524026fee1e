/* A form's elements are a tree, as Drupal nests them: containers hold elements. These walk it in document order
 * (depth-first, each container before what it holds), so that every function over a form sees every field. */
import { isField, type ContainerElement, type FormElement, type FormField } from "@/mapping/webform/field-schema";

export interface PlacedElement {
  element: FormElement;
  /** The machine name of the container holding it; null at the top level. */
  parent: string | null;
}

/** Every element, containers included, each before what it holds. */
export function placedElements(elements: readonly FormElement[], parent: string | null = null): PlacedElement[] {
  return elements.flatMap((element) => [
    { element, parent },
    ...(element.kind === "container" ? placedElements(element.children, element.name) : []),
  ]);
}

/** Every element, containers included, in document order. */
export function allElements(elements: readonly FormElement[]): FormElement[] {
  return placedElements(elements).map((placed) => placed.element);
}

/** Every field (every element that holds an answer) in document order. */
export function formFields(elements: readonly FormElement[]): FormField[] {
  return allElements(elements).filter(isField);
}

/** The containers of a form, in document order. */
export function containers(elements: readonly FormElement[]): ContainerElement[] {
  return allElements(elements).filter((el): el is ContainerElement => el.kind === "container");
}

/** The same tree with each element that is not a container passed through `change`; containers keep their place
 * and hold their changed children. Returns the same array when nothing changed. */
export function mapLeaves(elements: readonly FormElement[], change: (element: Exclude<FormElement, ContainerElement>) => FormElement): FormElement[] {
  let changed = false;
  const out = elements.map((element): FormElement => {
    if (element.kind === "container") {
      const children = mapLeaves(element.children, change);
      if (children === element.children) return element;
      changed = true;
      return { ...element, children };
    }
    const next = change(element);
    if (next !== element) changed = true;
    return next;
  });
  return changed ? out : (elements as FormElement[]);
}
