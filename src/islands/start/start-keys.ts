import { pluralKeys } from '../../lib/plural.ts';

/** The translation keys of the start page's sections. */
export const START_KEYS = [
  'app.loading',
  'start.failed',
  'start.inspections.title',
  'start.inspections.none',
  'start.due.title',
  'start.due.none',
  'start.due.dueOn',
  'start.due.deadline',
  'start.approvals.title',
  'start.approvals.none',
  'start.approvals.by',
  'start.arrived.title',
  'start.arrived.none',
  'start.team.title',
  'start.team.none',
  ...pluralKeys('start.team.open'),
  ...pluralKeys('notifications.item'),
] as const;

export type StartMessages = Record<(typeof START_KEYS)[number], string>;
