import * as v from 'valibot';
import { ASSESSMENT_LIMITS } from './assessment.ts';
import { emailField, optionalText, phoneField, requiredText } from './fields.ts';

/** Partner organisations: repair shops, assessors and towing firms the insurer hands work to. */
export const PARTNER_KINDS = ['repair_shop', 'assessor', 'towing'] as const;
export const PARTNER_KIND_NAMES: Record<(typeof PARTNER_KINDS)[number], { en: string; ro: string }> = {
  repair_shop: { en: 'Repair shop', ro: 'Service auto' },
  assessor: { en: 'Assessor', ro: 'Evaluator' },
  towing: { en: 'Towing', ro: 'Tractări' },
};

/**
 * A repair shop's labour rate in bani an hour: the notes of its assessments price labour at it
 * unless a line names its own. Empty (null) takes the organisation's default.
 */
export const LabourRateSchema = v.nullable(
  v.pipe(
    v.number('error.assessment.number'),
    v.integer('error.assessment.wholeNumber'),
    v.minValue(0, 'error.partner.labourRateNegative'),
    v.minValue(1, 'error.partner.labourRateZero'),
    v.maxValue(ASSESSMENT_LIMITS.labourRate, 'error.partner.labourRateTooLarge'),
  ),
);

export const PartnerInputSchema = v.pipe(
  v.object({
    kind: v.picklist(PARTNER_KINDS, 'error.partner.kind'),
    name: requiredText(120, 'error.partner.nameRequired'),
    tax_code: v.pipe(v.string(), v.trim(), v.regex(/^(RO)?[0-9]{2,10}$/i, 'error.partner.taxCode')),
    email: emailField(),
    phone: phoneField(),
    county_code: v.pipe(v.string(), v.regex(/^[A-Z]{1,2}$/, 'error.partner.county')),
    address: requiredText(200, 'error.partner.addressRequired'),
    active: v.boolean(),
    labour_rate: v.optional(LabourRateSchema, null),
  }),
  v.forward(
    v.check((p) => p.labour_rate === null || p.kind === 'repair_shop', 'error.partner.labourRateRepairShop'),
    ['labour_rate'],
  ),
);
export type PartnerInput = v.InferOutput<typeof PartnerInputSchema>;

export const ContactInputSchema = v.object({
  full_name: requiredText(120, 'error.contact.nameRequired'),
  job_title: optionalText(80),
  email: emailField(),
  phone: phoneField(),
});
export type ContactInput = v.InferOutput<typeof ContactInputSchema>;

const ContactSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  job_title: v.string(),
  email: v.string(),
  phone: v.string(),
});
export const PartnerSchema = v.object({
  id: v.string(),
  kind: v.picklist(PARTNER_KINDS),
  name: v.string(),
  tax_code: v.string(),
  email: v.string(),
  phone: v.string(),
  county_code: v.string(),
  address: v.string(),
  active: v.boolean(),
  /** Bani an hour; only a repair shop has one, null takes the organisation's default. */
  labour_rate: v.nullable(v.number()),
  contacts: v.array(ContactSchema),
  /** Open assignments the partner holds now. */
  open_assignments: v.number(),
  /** Bumped by every change to the partner or its contacts; changes send it back as If-Match. */
  version: v.number(),
});
export const PartnersSchema = v.array(PartnerSchema);
export type Partner = v.InferOutput<typeof PartnerSchema>;

/** /special-customers: one partner with the assignments it holds. */
const HeldAssignmentSchema = v.object({
  id: v.string(),
  assignment_no: v.string(),
  type_name: v.string(),
  status_name: v.string(),
  due_date: v.string(),
  is_final: v.boolean(),
});
export const PartnerWorkSchema = v.object({ partner: PartnerSchema, assignments: v.array(HeldAssignmentSchema) });
export type PartnerWork = v.InferOutput<typeof PartnerWorkSchema>;

export const HandOverSchema = v.object({ assignment_no: requiredText(40, 'error.partner.assignmentNoRequired') });
