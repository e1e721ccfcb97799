/** Business constants of spec.md section 9, shared by the site and the server. */
export const SMALL_DISPLAY_MAX_WIDTH_PX = 960;
export const DEFAULT_PASSWORD_MIN_LENGTH = 5;
export const TRACKER_SEARCH_MIN_LENGTH = 6;
export const TRACKER_ACCESS_CODE_LENGTH = 6;
export const NOTIFICATION_POLL_MS = 300_000;
export const SNACK_MS = 3_000;
export const ERROR_SNACK_MS = 10_000;
export const PRINT_DELAY_MS = 200;
export const ICON_FONT_TIMEOUT_MS = 10_000;
export const BOTTOM_MENU_VISIBLE_ITEMS = 3;
export const TOKEN_LIFETIME_SKEW_SECONDS = 2_000;
