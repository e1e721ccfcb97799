import type { IslandT } from '../../lib/i18n-island.ts';

/** What the "New assessment" button and its question say, wherever they are offered. */
export const NEW_ASSESSMENT_KEYS = [
  'assessmentSearch.new',
  'assessmentSearch.newOn',
  'assessmentSearch.confirmTitle',
  'assessmentSearch.confirmText',
  'assessmentSearch.confirm',
  'assessmentSearch.cancel',
] as const;

/** The translation keys of the assessment search page. */
export const ASSESSMENT_SEARCH_KEYS = [
  ...NEW_ASSESSMENT_KEYS,
  'assessmentSearch.label',
  'assessmentSearch.hint',
  'assessmentSearch.search',
  'assessmentSearch.empty',
  'assessmentSearch.tooShort',
  'assessmentSearch.nothingFound',
  'assessmentSearch.results',
  'assessmentSearch.truncated',
  'assessmentSearch.searching',
  'assessmentSearch.failed',
  'assessmentSearch.vin',
  'assessmentSearch.plates',
  'assessmentSearch.claimFiles',
  'assessmentSearch.claimFile',
  'assessmentSearch.eventDate',
  'assessmentSearch.policy',
  'assessmentSearch.fileStatus',
  'assessmentSearch.open',
  'assessmentSearch.closed',
  'assessmentSearch.assessments',
  'assessmentSearch.noAssessments',
  'assessmentSearch.assignee',
  'assessmentSearch.created',
  'assessmentSearch.unassigned',
] as const;
export type AssessmentSearchKey = (typeof ASSESSMENT_SEARCH_KEYS)[number];
export type AssessmentSearchMessages = Record<AssessmentSearchKey, string>;
export type AssessmentSearchT = IslandT<AssessmentSearchKey>;
export type NewAssessmentT = IslandT<(typeof NEW_ASSESSMENT_KEYS)[number]>;
