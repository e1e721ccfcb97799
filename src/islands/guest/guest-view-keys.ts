import { BOOKING_KEYS } from '../schedule/booking-keys.ts';
import { DOCUMENT_STATUS_KEYS } from '../documents/document-status-keys.ts';
import { GUEST_UPLOAD_KEYS } from './guest-upload-keys.ts';

export const GUEST_VIEW_KEYS = [
  'guest.file',
  'guest.vehicle',
  'guest.event',
  'guest.tasks',
  'guest.noTasks',
  'guest.documents',
  'guest.dueBy',
  'documents.notAccepted',
  'documents.sendAgain',
  'documents.receivedOn',
  ...DOCUMENT_STATUS_KEYS,
  ...GUEST_UPLOAD_KEYS,
  ...BOOKING_KEYS,
] as const;
export type GuestViewMessages = Record<(typeof GUEST_VIEW_KEYS)[number], string>;
