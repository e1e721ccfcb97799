import * as v from 'valibot';

/**
 * What narrows the worklist beyond the kept filter's scope, type, state and list: a text (a
 * number, plate or name the row shows) and a status. Both sides read these shapes.
 */
export const WORKLIST_TEXT_MAX = 100;

/** A status code as organisations define them: a short token. */
export const StatusCodeSchema = v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'error.worklist.statusCode'));

/** The query's text and status: the text as typed (the server normalises it), the status by code. */
export const WORKLIST_NARROWING_ENTRIES = {
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(WORKLIST_TEXT_MAX, 'error.search.tooLong'))),
  status_code: v.optional(StatusCodeSchema),
};

/** GET /api/assignments/statuses: the organisation's statuses in the reader's language, by type in workflow order. */
export const StatusChoicesSchema = v.array(
  v.object({ assignment_type: v.string(), code: v.string(), name: v.string(), is_final: v.boolean() }),
);
export type StatusChoice = v.InferOutput<typeof StatusChoicesSchema>[number];
