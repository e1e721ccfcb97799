import { TEMPLATE_FIELDS } from '../../../contract/messages.ts';

/** The texts of the message templates' section of /config. */
export const TEMPLATES_KEYS = [
  'app.loading',
  'config.templates',
  'templates.intro',
  'templates.placeholders',
  ...TEMPLATE_FIELDS.map((field) => `templates.field.${field}` as const),
  'templates.name',
  'templates.subjectEn',
  'templates.bodyEn',
  'templates.subjectRo',
  'templates.bodyRo',
  'templates.new',
  'templates.add',
  'templates.save',
  'templates.edit',
  'templates.delete',
  'templates.cancel',
  'templates.none',
  'templates.saved',
  'templates.deleted',
  'templates.failed',
  'templates.stale',
] as const;
export type TemplatesMessages = Record<(typeof TEMPLATES_KEYS)[number], string>;
