import * as v from 'valibot';
import { dayField, idField, optionalText } from './fields.ts';

/**
 * Time off (roles ending .selfmanaged) and its approval in the manager area. An approved absence
 * names a substitute: while it lasts the substitute may act as the absent colleague (replaced
 * users) and the absent colleague's new assignments go to the substitute.
 */
const ABSENCE_STATUSES = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

/** The longest absence one request may cover. */
const ABSENCE_MAX_DAYS = 60;

export const AbsenceRequestSchema = v.pipe(
  v.object({
    starts_on: dayField(),
    ends_on: dayField(),
    substitute_user_id: v.nullable(idField()),
    note: optionalText(300),
  }),
  v.forward(
    v.check((a) => a.starts_on <= a.ends_on, 'error.absence.endsBeforeStart'),
    ['ends_on'],
  ),
  v.forward(
    v.check(
      (a) => (Date.parse(a.ends_on) - Date.parse(a.starts_on)) / 86_400_000 < ABSENCE_MAX_DAYS,
      'error.absence.tooManyDays',
    ),
    ['ends_on'],
  ),
);
export type AbsenceRequest = v.InferOutput<typeof AbsenceRequestSchema>;

export const ApproveAbsenceSchema = v.object({ substitute_user_id: idField() });
export const RejectAbsenceSchema = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'error.absence.reasonRequired'),
    v.maxLength(300, 'error.field.atMost'),
  ),
});

export const AbsenceSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  user_full_name: v.string(),
  starts_on: v.string(),
  ends_on: v.string(),
  note: v.string(),
  status: v.picklist(ABSENCE_STATUSES),
  substitute_user_id: v.nullable(v.string()),
  substitute_full_name: v.nullable(v.string()),
  decided_by_full_name: v.nullable(v.string()),
  decision_note: v.string(),
  /** Bumped by every decision or cancellation; those send it back as If-Match. */
  version: v.number(),
});
export const AbsencesSchema = v.array(AbsenceSchema);
export type Absence = v.InferOutput<typeof AbsenceSchema>;

/** Colleagues who can stand in: the organisation's active staff. */
export const ColleaguesSchema = v.array(v.object({ id: v.string(), full_name: v.string() }));
export type Colleagues = v.InferOutput<typeof ColleaguesSchema>;

/** The manager area: each team member's open work and whether they are away today. */
const TeamMemberSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  open: v.number(),
  overdue: v.number(),
  due_today: v.number(),
  away_until: v.nullable(v.string()),
  substitute_full_name: v.nullable(v.string()),
});
export const TeamSchema = v.object({
  group: v.nullable(v.string()),
  members: v.array(TeamMemberSchema),
  unassigned: v.number(),
});
export type Team = v.InferOutput<typeof TeamSchema>;

export const ReassignSchema = v.object({
  from_user_id: idField(),
  to_user_id: idField(),
  /** Only overdue work, or all the open work the person holds. */
  only_overdue: v.boolean(),
});
/** The most assignments one move takes: a manager moving a whole desk moves again for the rest. */
export const MOVE_BATCH = 500;
/**
 * How many assignments moved, and to whom (the stand-in when the chosen colleague is away); `kept`
 * counts the open work that stayed because the receiver's roles do not cover its kind.
 */
export const ReassignResultSchema = v.object({ moved: v.number(), kept: v.number(), to_full_name: v.string() });
export type ReassignResult = v.InferOutput<typeof ReassignResultSchema>;
