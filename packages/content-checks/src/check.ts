import type { Document } from "domhandler";

export type Severity = "error" | "warning" | "tip";

/** Where on the page a finding is: a field of the node, and within the body an element and a few of its words. */
export interface Where {
  /** The node's attribute the finding concerns (`field_course_fees_domestic`); absent for the body. */
  field?: string;
  /**
   * A CSS selector of the element within the body HTML, relative to the element that holds it
   * (`h2:nth-of-type(2)`, `ul:nth-of-type(1) > li:nth-of-type(3) > a:nth-of-type(1)`): the preview prefixes its own container.
   */
  selector?: string;
  /** A short piece of what is there, so that an editor recognises it. */
  excerpt?: string;
}

export interface Finding {
  /** The id of the check that found it. */
  check: string;
  severity: Severity;
  /** Plain words telling an editor what to do. */
  message: string;
  where: Where;
}

/** What a link on the page leads to, as the content service knows it. */
export interface LinkTarget {
  href: string;
  status: "published" | "unpublished" | "missing" | "redirect";
  /** How many redirects a visitor goes through before the page (for `redirect`). */
  hops?: number;
}

/** A page as the checks need it. */
export interface PageInput {
  /** The JSON:API type: `node--course`, `node--event`… */
  type: string;
  title: string;
  /** The page's body HTML as rendered from its rich text and paragraphs. */
  html: string;
  /** The node's attributes. */
  fields: Record<string, unknown>;
  /** The page's internal links and what each leads to; absent when nobody looked them up. */
  links?: LinkTarget[];
}

/** What each check is given: the page, its body parsed once, and the time the checks run at. */
export interface CheckInput {
  page: PageInput;
  body: Document;
  /** Milliseconds since the epoch: what "passed" and "closed" are measured against. */
  now: number;
}

export interface Check {
  id: string;
  severity: Severity;
  /** What it finds, in a few words (the report's column and filter). */
  title: string;
  run(input: CheckInput): Finding[];
}

/** A finding of `check` with its severity. */
export function finding(check: Pick<Check, "id" | "severity">, message: string, where: Where = {}): Finding {
  return { check: check.id, severity: check.severity, message, where };
}
