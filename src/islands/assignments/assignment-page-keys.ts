import { NOTE_EDITOR_KEYS } from '../assessments/NoteEditor.tsx';
import { NOTE_ITEM_KEYS } from '../assessments/NoteItems.tsx';
import { BOOKING_KEYS } from '../schedule/booking-keys.ts';
import { ACTION_KEYS } from './AssignmentActions.tsx';
import { DOCUMENTS_PANEL_KEYS } from './DocumentsPanel.tsx';
import { TIMELINE_KEYS } from './Timeline.tsx';

/**
 * The strings of the assignment page, its record and its panels. Read by the page's HTML at build
 * time only: the island takes their type, so its first code carries none of the panels' modules.
 */
export const ASSIGNMENT_PAGE_KEYS = [
  'app.loading',
  'assignment.notFound',
  'assignment.file',
  'assignment.policy',
  'assignment.insured',
  'assignment.vehicle',
  'assignment.event',
  'assignment.assignee',
  'assignment.due',
  'assignment.tracker',
  'claimFile.injuries',
  'claimFile.injured',
  'assignment.timeline',
  'assignment.print',
  'worklist.unassigned',
  ...ACTION_KEYS,
  ...DOCUMENTS_PANEL_KEYS,
  ...NOTE_ITEM_KEYS,
  ...NOTE_EDITOR_KEYS,
  ...TIMELINE_KEYS,
  ...BOOKING_KEYS,
] as const;

export type AssignmentPageMessages = Record<(typeof ASSIGNMENT_PAGE_KEYS)[number], string>;
