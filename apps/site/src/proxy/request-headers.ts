/** Request headers the proxy sets for the pages (they never come from the visitor: the proxy overwrites them). */
export const REQUEST_PATH_HEADER = "x-yu-path";
export const REQUEST_ID_HEADER = "x-request-id";
export const AUDIENCE_HEADER = "x-yu-audience";
