/** The ids that tie a menu link's toggle to its panel (aria-controls) and that focus returns to. */
export const toggleId = (id: string) => `toggle-${id}`;
export const subId = (id: string) => `sub-${id}`;
/** A small-screen drawer's 'Go back' button: focus moves there as the drawer opens. */
export const backId = (id: string) => `${subId(id)}-back`;
