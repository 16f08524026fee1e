/* Drupal's containers as Drupal draws them: a fieldset with its legend, details with its summary (open by `#open`,
 * or by an `expanded` / `collapsed` rule), a section with its heading, a container or a flexbox as a block (a
 * flexbox a row on wider screens, one column on a phone), a wizard page as a section with its heading. Its
 * description goes before what it holds (after when `#description_display` says so). A disabled fieldset is a
 * `<fieldset disabled>`; every control inside any disabled container is disabled by its own state too. */
import type { ReactNode } from "react";
import type { ContainerElement } from "@/mapping/webform/field-schema";

interface Props {
  container: ContainerElement;
  /** The id its title and description take. */
  id: string;
  enabled: boolean;
  /** The `expanded` / `collapsed` rule's verdict; null when no rule says. */
  expanded: boolean | null;
  /** A message is showing for an answer inside it: a details element opens so that it can be seen and reached. */
  errorInside: boolean;
  children: ReactNode;
}

function titleClass(container: ContainerElement, base: string): string {
  return container.titleDisplay === "invisible" ? `${base} visually-hidden` : base;
}

/** `#title_display: none` draws no title at all (a fieldset without a legend, a section without a heading). */
function shownTitle(container: ContainerElement): string | null {
  return container.titleDisplay === "none" ? null : container.title;
}

function Description({ container, id, place }: { container: ContainerElement; id: string; place: "before" | "after" }) {
  if (container.description === null) return null;
  const at = container.descriptionDisplay === "after" ? "after" : "before";
  if (at !== place) return null;
  return (
    <div id={`${id}-description`} className={container.descriptionDisplay === "invisible" ? "webform-container__description visually-hidden" : "webform-container__description"}>
      {container.description}
    </div>
  );
}

export function ContainerFrame({ container, id, enabled, expanded, errorInside, children }: Props) {
  const title = shownTitle(container);
  const describedBy = container.description === null ? undefined : `${id}-description`;
  const body = (
    <>
      <Description container={container} id={id} place="before" />
      {children}
      <Description container={container} id={id} place="after" />
    </>
  );
  switch (container.type) {
    case "fieldset":
      return (
        <fieldset className="webform-container webform-fieldset" disabled={!enabled || undefined} aria-describedby={describedBy}>
          {title !== null && <legend className={titleClass(container, "webform-fieldset__legend")}>{title}</legend>}
          {body}
        </fieldset>
      );
    case "details":
      return (
        <details className="webform-container webform-details" open={errorInside || (expanded ?? container.open)}>
          {/* The summary is what opens it: always shown. */}
          <summary className="webform-details__summary">{container.title ?? "Details"}</summary>
          <div className="webform-details__body">{body}</div>
        </details>
      );
    case "section":
    case "wizard-page": {
      const Heading = container.type === "section" ? container.titleTag : "h2";
      return (
        <section className={`webform-container webform-${container.type}`} aria-labelledby={title === null ? undefined : `${id}-title`}>
          {title !== null && (
            <Heading id={`${id}-title`} className={titleClass(container, `webform-${container.type}__title`)}>
              {title}
            </Heading>
          )}
          {body}
        </section>
      );
    }
    case "flexbox":
      return (
        <div className="webform-container">
          <Description container={container} id={id} place="before" />
          <div className="webform-flexbox">{children}</div>
          <Description container={container} id={id} place="after" />
        </div>
      );
    case "container":
      return <div className="webform-container">{body}</div>;
  }
}
