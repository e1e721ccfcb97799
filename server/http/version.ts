import type { Context } from 'hono';
import { AppError } from '../errors.ts';

/**
 * Edited objects carry an integer version, bumped by every change. Answers give it as a strong
 * ETag (`"7"`), changes send it back as `If-Match`; a change without one is refused with 428 and a
 * stale one with 409 `conflict`, so nobody overwrites a change they did not see.
 */
export const etagOf = (version: number) => `"${version}"`;

/** Puts the object's version on the answer. */
export function setVersion(c: Context, version: number): void {
  c.header('ETag', etagOf(version));
}

/** The version the caller last saw, from `If-Match`; 428 without it, 400 when it is not one of ours. */
export function requireIfMatch(c: Context): number {
  const header = c.req.header('If-Match');
  if (header === undefined || header.trim() === '') {
    throw new AppError('precondition_required', 'error.version.ifMatchRequired', { field: 'If-Match' });
  }
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(header);
  if (!match)
    throw new AppError('validation_failed', 'error.version.ifMatchMalformed', {
      field: 'If-Match',
    });
  return Number(match[1]);
}

export interface ChangedBy {
  /** Who made the change the caller did not see, and when (ISO). */
  changed_by: string | null;
  changed_at: string | null;
}

/** 409 `conflict` with the object as it is now and who last changed it, for the page to show. */
export function staleVersion(current: unknown, currentVersion: number, changed: ChangedBy): AppError {
  return new AppError('conflict', 'error.version.conflict', {
    params: { changed_by: changed.changed_by, changed_at: changed.changed_at },
    current,
    currentVersion,
  });
}
