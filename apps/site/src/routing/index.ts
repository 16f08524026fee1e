export type { Audience, FixedPage, RouteMatch, RoutingContext, Subsite } from "./types";
export type { OpenSearchDocument } from "./opensearch-paths";
export { matchRoute } from "./route-table";
export { normalisePath } from "./normalise-path";
export { findSubsite, isChooseSubsite, subsites } from "./subsites";
export { bodyClassesFromPath } from "./body-classes";
export { isInternationalCoursePath, stripInternational } from "./course-paths";
export { parsePreviewPath, previewResourceVersion } from "./preview";
export { safeDestination } from "./destination";
