import * as v from 'valibot';
import { ASSESSMENT_LIMITS, amount, DEFAULT_VAT_BASIS_POINTS } from './assessment.ts';

/** Settings section "assessment": VAT, the default labour rate and each role's approval limit. */
export const AssessmentSettingsSchema = v.object({
  vat_basis_points: v.pipe(
    v.number('error.assessment.number'),
    v.integer('error.assessment.wholeNumber'),
    v.minValue(0, 'error.assessmentSettings.vatRange'),
    v.maxValue(ASSESSMENT_LIMITS.vatBasisPoints, 'error.assessmentSettings.vatRange'),
  ),
  default_labour_rate: amount(
    ASSESSMENT_LIMITS.labourRate,
    'error.assessment.labourRateTooLarge',
    'error.assessment.labourRateNegative',
  ),
  approval_limits: v.pipe(
    v.array(
      v.object({
        role: v.pipe(
          v.string(),
          v.trim(),
          v.minLength(1, 'error.role.choose'),
          v.regex(/^[A-Za-z][\w.]{1,63}$/, 'error.role.nameFormat'),
        ),
        limit: amount(
          ASSESSMENT_LIMITS.approvalLimit,
          'error.assessmentSettings.limitTooLarge',
          'error.assessmentSettings.limitNegative',
        ),
      }),
    ),
    v.maxLength(50, 'error.role.tooMany'),
    v.check(
      (limits) => new Set(limits.map((l) => l.role)).size === limits.length,
      'error.assessmentSettings.roleTwice',
    ),
  ),
});
export type AssessmentSettings = v.InferOutput<typeof AssessmentSettingsSchema>;

export const DEFAULT_ASSESSMENT_SETTINGS: AssessmentSettings = {
  vat_basis_points: DEFAULT_VAT_BASIS_POINTS,
  default_labour_rate: 15_000,
  // 20,000.00 lei for an assessor manager, 100,000.00 lei for a claims manager.
  approval_limits: [
    { role: 'AC.Assessor.Manager', limit: 2_000_000 },
    { role: 'claims.manager', limit: 10_000_000 },
  ],
};
