import * as v from 'valibot';
import {
  AddedReportSchema,
  type DuplicateQuery,
  DuplicateCandidatesSchema,
  type IntakeClaimInput,
  IntakeReceiptSchema,
} from '../../../contract/intake.ts';
import { apiPost } from '../api/client.ts';

/** The staff intake's calls (/api/intake). */
export const findDuplicates = (query: DuplicateQuery) =>
  apiPost('/intake/duplicates', query, DuplicateCandidatesSchema);

export const createIntakeClaim = (claim: IntakeClaimInput) => apiPost('/intake/claims', claim, IntakeReceiptSchema);

/** The report joins an open claim of the same event instead of opening another. */
export const addReportToClaim = (claimFileNo: string, claim: IntakeClaimInput) =>
  apiPost(`/intake/claims/${encodeURIComponent(claimFileNo)}/reports`, claim, AddedReportSchema);

/** The candidates a 409 `duplicate` lists, or null for any other refusal. */
export function duplicatesOf(error: unknown) {
  const current =
    (error as { code?: string; current?: unknown }).code === 'duplicate'
      ? (error as { current?: unknown }).current
      : undefined;
  const parsed = v.safeParse(DuplicateCandidatesSchema, current);
  return parsed.success ? parsed.output : null;
}
