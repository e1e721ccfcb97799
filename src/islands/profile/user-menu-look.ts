/** The user menu's button on the brand's toolbar, the same before and after its menu loads. */
export const MENU_BUTTON = 'rounded px-3 py-1 text-on-brand hover:bg-white/10';
/** The menu's button, before and after its menu loads: where focus returns from the dialogs it opens. */
export const USER_MENU_BUTTON_ID = 'user-menu-button';
