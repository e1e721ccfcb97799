import * as v from 'valibot';
import { formatDateTime } from '../dates.ts';
import { interpolate } from '../interpolate.ts';
import { ApiError } from './api-error.ts';

/** A change refused because someone else changed the object first: the object now, who and when. */
export interface Conflict<T> {
  current: T;
  changedBy: string | null;
  changedAt: string | null;
}

/** The conflict a refused change carries (409 `conflict` with the current object), or null for any other failure. */
export function conflictOf<TSchema extends v.GenericSchema>(
  error: unknown,
  schema: TSchema,
): Conflict<v.InferOutput<TSchema>> | null {
  if (!(error instanceof ApiError) || error.code !== 'conflict') return null;
  const parsed = v.safeParse(schema, error.current);
  if (!parsed.success) return null;
  const by = error.params?.changed_by;
  const at = error.params?.changed_at;
  return {
    current: parsed.output,
    changedBy: typeof by === 'string' ? by : null,
    changedAt: typeof at === 'string' ? at : null,
  };
}

/**
 * The page's own words for a conflict: `template` names {{name}} and {{time}}; `someone` stands
 * in when the server does not know who made the change.
 */
export function conflictMessage(conflict: Conflict<unknown>, template: string, someone: string): string {
  return interpolate(template, {
    name: conflict.changedBy ?? someone,
    time: conflict.changedAt ? formatDateTime(conflict.changedAt) : '',
  });
}

/** The page's words for a partner that cannot be deleted (409 `in_use`), or null for another failure. */
export function inUseCount(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'in_use') return null;
  const n = error.params?.assignments;
  return typeof n === 'number' ? n : 0;
}
