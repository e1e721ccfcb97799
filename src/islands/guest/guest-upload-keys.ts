export const GUEST_UPLOAD_KEYS = [
  'guest.upload.choose',
  'guest.upload.accepts',
  'guest.upload.sent',
  'upload.progress',
] as const;
export type GuestUploadMessages = Record<(typeof GUEST_UPLOAD_KEYS)[number], string>;
