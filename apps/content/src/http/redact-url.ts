const SECRET_PARAMETERS = /([?&](?:token|pass|password)=)[^&#]*/gi;

/** The URL as logged: the values of secret query parameters (the logout `token`) replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, "$1[redacted]");
}
