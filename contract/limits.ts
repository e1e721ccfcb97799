/** Business constants shared by the site and the server: lengths, polling and message timings. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 5;
export const TRACKER_SEARCH_MIN_LENGTH = 6;
export const TRACKER_ACCESS_CODE_LENGTH = 6;
export const NOTIFICATION_POLL_MS = 300_000;
export const SNACK_MS = 3_000;
export const ERROR_SNACK_MS = 10_000;
export const PRINT_DELAY_MS = 200;
