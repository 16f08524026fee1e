import type { Check } from "./check.ts";
import { courseFacts } from "./checks/course-facts.ts";
import { documentLinks } from "./checks/document-links.ts";
import { eventFacts, eventPassed } from "./checks/event-facts.ts";
import { emptyHeading, headingOrder } from "./checks/heading-order.ts";
import { imageAlt } from "./checks/image-alt.ts";
import { brokenInternalLink, redirectChain, redirectedLink } from "./checks/internal-links.ts";
import { linkText } from "./checks/link-text.ts";
import { longParagraphs } from "./checks/long-paragraphs.ts";
import { scholarshipClosed, scholarshipDates, scholarshipFacts } from "./checks/scholarship-facts.ts";
import { summaryReadingLevel } from "./checks/summary-reading-level.ts";
import { tableHeaders } from "./checks/table-headers.ts";
import { videoTranscript } from "./checks/video-transcript.ts";

/** Every check, once: the preview, the site report and the publish hook all run this table. */
export const CHECKS: readonly Check[] = [
  imageAlt,
  headingOrder,
  emptyHeading,
  linkText,
  brokenInternalLink,
  redirectChain,
  redirectedLink,
  documentLinks,
  videoTranscript,
  tableHeaders,
  longParagraphs,
  summaryReadingLevel,
  courseFacts,
  scholarshipFacts,
  scholarshipDates,
  scholarshipClosed,
  eventFacts,
  eventPassed,
];
