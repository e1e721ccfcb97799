import { COVER_CODES, POLICY_STATUSES } from '../../../contract/policies.ts';
import { pluralKeys } from '../../lib/plural.ts';

/** The strings the policy picker shows; a page that embeds it picks these (messagesFor) and passes them on. */
export const POLICY_PICKER_KEYS = [
  'policies.picker.label',
  'policies.picker.hint',
  ...pluralKeys('policies.picker.results'),
  'policies.picker.none',
  'policies.picker.failed',
  'policies.picker.another',
  'policies.card.title',
  'policies.card.number',
  'policies.card.product',
  'policies.card.holder',
  'policies.card.period',
  'policies.card.status',
  'policies.card.cover',
  'policies.card.sumInsured',
  'policies.card.sumNotSet',
  'policies.card.deductible',
  'policies.card.vehicles',
  'policies.standing.in_force',
  'policies.standing.lapsed',
  'policies.standing.not_started',
  ...POLICY_STATUSES.map((s) => `policies.status.${s}` as const),
  ...COVER_CODES.map((c) => `policies.cover.${c}` as const),
] as const;
export type PolicyPickerMessages = Record<(typeof POLICY_PICKER_KEYS)[number], string>;
