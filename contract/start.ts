import * as v from 'valibot';

/** The start page's lists of work due, each one of the worklist's lists (contract/worklists.ts). */
export const DUE_LISTS = ['overdue', 'deadline-breached', 'due-today', 'deadline-soon'] as const;
/** How many lines each section shows at most; the rest are one link away. */
export const START_LINES = 5;

const Line = { assignment_id: v.string(), assignment_no: v.string(), claim_file_no: v.string() };

/**
 * GET /api/start: what its reader does next. Today's inspections of the work they hold, their work
 * due or past its legal deadline, the notes waiting for their approval (null for someone who never
 * approves), what arrived since they last cleared their notifications, and a manager's team's open
 * work (null for everyone else).
 */
export const StartPageSchema = v.object({
  inspections: v.array(v.object({ ...Line, plate: v.string(), time: v.string(), location_name: v.string() })),
  due: v.array(
    v.object({
      list: v.picklist(DUE_LISTS),
      count: v.number(),
      rows: v.array(
        v.object({ ...Line, type_name: v.string(), due_date: v.string(), deadline: v.nullable(v.string()) }),
      ),
    }),
  ),
  approvals: v.nullable(
    v.array(v.object({ ...Line, plate: v.string(), total: v.number(), submitted_by: v.nullable(v.string()) })),
  ),
  arrived: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      count: v.number(),
      assignment_id: v.nullable(v.string()),
      language: v.picklist(['en', 'ro']),
    }),
  ),
  team: v.nullable(
    v.array(
      v.object({
        user_id: v.string(),
        full_name: v.string(),
        open: v.number(),
        overdue: v.number(),
        due_today: v.number(),
      }),
    ),
  ),
});
export type StartPage = v.InferOutput<typeof StartPageSchema>;
