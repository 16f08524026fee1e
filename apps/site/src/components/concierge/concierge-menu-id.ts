/** The id of the login concierge's popover, which the header's Login button controls. */
export const CONCIERGE_MENU_ID = "login-menu";
