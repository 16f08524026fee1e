import type { GuideSectionId } from "./guide-sections";
import { ButtonKindsExample, ButtonStatesExample, ButtonTypesExample, CtaBannerExample, CtaCardExample, KeyDatesExample, RelatedLinksExample } from "./sections/ActionExamples";
import { FormDangerExample, FormErrorsExample, FormFilterExample, FormSuccessExample, SiteAlertsExample } from "./sections/AlertExamples";
import { CardsExample, CourseCardsExample, DocumentsExample, FiguresExample, GalleryExample, QuoteExample, RichTextExample, StatisticsExample, TableExample } from "./sections/ContentExamples";
import { AccordionMultipleExample, AccordionNumberedExample, AccordionSingleExample, BannerVideoExample, TabsExample, VideoExample } from "./sections/InteractiveExamples";
import { BreadcrumbsExample, LinkListExample, PaginationExample } from "./sections/NavigationExamples";

/** What each section of the guide shows: every section has exactly one example. */
export const GUIDE_EXAMPLES: Record<GuideSectionId, () => React.ReactNode> = {
  "guide-site-alerts": SiteAlertsExample,
  "guide-breadcrumbs": BreadcrumbsExample,
  "guide-accordion-multiple": AccordionMultipleExample,
  "guide-accordion-single": AccordionSingleExample,
  "guide-accordion-numbered": AccordionNumberedExample,
  "guide-tabs": TabsExample,
  "guide-video": VideoExample,
  "guide-video-banner": BannerVideoExample,
  "guide-buttons-types": ButtonTypesExample,
  "guide-buttons-kinds": ButtonKindsExample,
  "guide-buttons-states": ButtonStatesExample,
  "guide-cta-banner": CtaBannerExample,
  "guide-cta-card": CtaCardExample,
  "guide-related-links": RelatedLinksExample,
  "guide-key-dates": KeyDatesExample,
  "guide-cards": CardsExample,
  "guide-course-cards": CourseCardsExample,
  "guide-rich-text": RichTextExample,
  "guide-table": TableExample,
  "guide-quote": QuoteExample,
  "guide-statistics": StatisticsExample,
  "guide-figures": FiguresExample,
  "guide-gallery": GalleryExample,
  "guide-documents": DocumentsExample,
  "guide-link-list": LinkListExample,
  "guide-pagination": PaginationExample,
  "guide-form-errors": FormErrorsExample,
  "guide-form-success": FormSuccessExample,
  "guide-form-danger": FormDangerExample,
  "guide-form-filter": FormFilterExample,
};
