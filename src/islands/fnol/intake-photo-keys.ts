import { GUEST_UPLOAD_KEYS } from '../guest/guest-upload-keys.ts';
import { pluralKeys } from '../../lib/plural.ts';

/** The words of the photos part of the claim form's confirmation (the file picker's are the guest upload's). */
export const INTAKE_PHOTO_KEYS = [
  'fnol.photos.title',
  ...pluralKeys('fnol.photos.text'),
  'fnol.photos.label',
  'fnol.photos.list',
  'fnol.amicable.title',
  ...pluralKeys('fnol.amicable.text'),
  'fnol.amicable.label',
  'fnol.amicable.list',
  ...GUEST_UPLOAD_KEYS,
] as const;
export type IntakePhotoMessages = Record<(typeof INTAKE_PHOTO_KEYS)[number], string>;
