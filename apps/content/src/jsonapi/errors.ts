export const JSONAPI_CONTENT_TYPE = "application/vnd.api+json";

export interface ErrorObject {
  status: string;
  title: string;
  detail?: string;
  source?: { parameter: string } | { pointer: string };
}

const TITLES: Record<number, string> = {
  400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
  406: "Not Acceptable", 413: "Payload Too Large", 415: "Unsupported Media Type", 422: "Unprocessable Entity", 429: "Too Many Requests",
  500: "Internal Server Error", 501: "Not Implemented", 503: "Service Unavailable",
};

export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? "Internal Server Error" : "Bad Request");
}

/** The one error type of the API layer; the error handler turns it into a JSON:API error document. */
export class JsonApiError extends Error {
  readonly title: string;

  constructor(readonly status: number, title?: string, readonly detail?: string, readonly parameter?: string) {
    super(detail ?? title ?? statusTitle(status));
    this.name = "JsonApiError";
    this.title = title ?? statusTitle(status);
  }

  toObject(): ErrorObject {
    const object: ErrorObject = { status: String(this.status), title: this.title };
    if (this.detail !== undefined) object.detail = this.detail;
    if (this.parameter !== undefined) object.source = { parameter: this.parameter };
    return object;
  }
}

export function badRequest(detail: string, parameter?: string): JsonApiError {
  return new JsonApiError(400, undefined, detail, parameter);
}

export function notFound(detail?: string): JsonApiError {
  return new JsonApiError(404, undefined, detail);
}

export const PERMISSION_DENIED = "Permission denied.";
export const PATH_NOT_FOUND = "Path not found.";

export function errorDocument(errors: ErrorObject[]): { errors: ErrorObject[] } {
  return { errors };
}
