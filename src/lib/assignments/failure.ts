import * as v from 'valibot';
import { AssignmentDetailSchema, type AssignmentDetail } from '../../../contract/assignments.ts';
import { ApiError } from '../api/api-error.ts';
import { formatDateTime } from '../dates.ts';
import { interpolate } from '../interpolate.ts';

export const FAILURE_KEYS = ['actions.conflict', 'actions.conflictUnknown'] as const;
type Messages = Record<(typeof FAILURE_KEYS)[number], string>;

/**
 * What the page says when a change of the assignment is refused. A conflict (someone else changed
 * it first) hands over the assignment as it is now, for the page to show while its forms keep
 * what was typed; the message names who changed it and when.
 */
export function explainFailure(error: unknown, m: Messages, onFresh: (current: AssignmentDetail) => void): string {
  if (!(error instanceof ApiError && error.code === 'conflict'))
    return error instanceof Error ? error.message : String(error);
  const fresh = v.safeParse(AssignmentDetailSchema, error.current);
  if (fresh.success) onFresh(fresh.output);
  const name = error.params?.changed_by;
  const at = error.params?.changed_at;
  if (typeof name !== 'string' || typeof at !== 'string') return m['actions.conflictUnknown'];
  return interpolate(m['actions.conflict'], { name, time: formatDateTime(at) });
}
