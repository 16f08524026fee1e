/** The site's sign-in and sign-out route handlers (app/api/editor). */
export const LOGIN_ENDPOINT = "/api/editor/login";
export const LOGOUT_ENDPOINT = "/api/editor/logout";
