// Alone in their module: the root error boundary, on every page, needs these words and nothing else.
/** Texts of spec §8, verbatim. */
export const ERROR_TEXTS = {
  notFoundTitle: "Page not found",
  notFoundIntro:
    "Sorry, we can't find the page you were looking for. It may have been moved or deleted. Here are some links that we hope help:",
  noRouteTitle: "This page could not be found",
  genericTitle: "Error",
  genericIntro:
    "Something went wrong and we're working to fix the problem. We'll be up and running shortly. Thanks for your patience.",
  errorPageFailure: "An error occurred while showing the error page",
} as const;
