/** The user menu's button on the brand's toolbar, the same before and after its menu loads. */
export const MENU_BUTTON = 'rounded px-3 py-1 text-on-brand hover:bg-white/10';
