import * as v from 'valibot';
import { MANAGER_ROLE_SUFFIX, ROLES } from './roles.ts';

/**
 * The assessment search (/assignments/assessment/search): a vehicle found by plate, VIN or claim
 * file number, its claim files and their assessments, and the call that starts a new assessment.
 */

/** Fewer characters than this find too much to be of use (every plate of a county). */
export const VEHICLE_SEARCH_MIN_LENGTH = 3;
/** Claim files matched at most; more means the search should be narrowed. */
export const VEHICLE_SEARCH_MAX_FILES = 50;

export const VehicleSearchQuerySchema = v.object({
  q: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(VEHICLE_SEARCH_MIN_LENGTH, 'error.vehicleSearch.tooShort'),
    v.maxLength(40, 'error.vehicleSearch.tooLong'),
  ),
});

const StatusSchema = v.object({ code: v.string(), name: v.string(), color: v.string(), is_final: v.boolean() });

export const VehicleAssessmentSchema = v.object({
  id: v.string(),
  assignment_no: v.string(),
  status: StatusSchema,
  assignee_name: v.nullable(v.string()),
  created_at: v.string(),
});
export type VehicleAssessment = v.InferOutput<typeof VehicleAssessmentSchema>;

export const VehicleClaimFileSchema = v.object({
  claim_file_no: v.string(),
  event_date: v.string(),
  policy_no: v.string(),
  plate: v.string(),
  /** Open while any of its assignments is not in a final status. */
  is_open: v.boolean(),
  assessments: v.array(VehicleAssessmentSchema),
});
export type VehicleClaimFile = v.InferOutput<typeof VehicleClaimFileSchema>;

export const VehicleSchema = v.object({
  /** What tells the vehicle apart: its VIN, or its plate when no VIN was recorded. */
  key: v.string(),
  plates: v.array(v.string()),
  vin: v.string(),
  brand: v.string(),
  model: v.string(),
  claim_files: v.array(VehicleClaimFileSchema),
});
export type Vehicle = v.InferOutput<typeof VehicleSchema>;

export const VehicleSearchResultSchema = v.object({
  vehicles: v.array(VehicleSchema),
  /** More claim files matched than were read: the search should be narrowed. */
  truncated: v.boolean(),
});
export type VehicleSearchResult = v.InferOutput<typeof VehicleSearchResultSchema>;

/** The answer of a new assessment: where to go next. */
export const NewAssessmentSchema = v.object({ id: v.string(), assignment_no: v.string() });
export type NewAssessment = v.InferOutput<typeof NewAssessmentSchema>;

/** The letters and digits a search compares (plates are written with and without spaces and dashes). */
export const searchKeyOf = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Who may start an assessment: those who assess, manage assessors, or manage (a `.manager` role). */
export const mayStartAssessmentWith = (roles: readonly string[]): boolean =>
  roles.some((role) => role === ROLES.assessor || role === ROLES.assessorManager || role.endsWith(MANAGER_ROLE_SUFFIX));
