import * as v from 'valibot';
import { DAMAGE_KINDS, SETTLEMENT_LIMITS } from './settlement.ts';

const money = v.pipe(
  v.number('error.settlement.amountNumber'),
  v.integer('error.settlement.wholeBani'),
  v.minValue(0, 'error.settlement.negative'),
  v.maxValue(SETTLEMENT_LIMITS.amount, 'error.settlement.tooLarge'),
);
const code = v.pipe(v.string(), v.trim(), v.regex(/^[a-z][a-z0-9_]{1,39}$/, 'error.settlement.reasonCode'));
const product = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'error.settlement.product'));
const words = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'error.settlement.reasonWords'),
    v.maxLength(max, 'error.settlement.reasonTooLong'),
  );

const clockLength = v.object({
  days: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, 'error.settlement.clockDays'),
    v.maxValue(365, 'error.settlement.clockDays'),
  ),
  unit: v.picklist(['working', 'calendar'], 'error.settlement.clockUnit'),
});

/** Settings section "settlement": reserves a claim starts with, total loss, the legal clock, payment authority, refusal reasons, the paying account. */
export const SettlementSettingsSchema = v.object({
  default_reserve: v.object({ indemnity_minor: money, expenses_minor: money }),
  /** Per product (policy_types code) and damage kind; a claim matching none starts with default_reserve. */
  reserve_defaults: v.pipe(
    v.array(
      v.object({
        product,
        damage_kind: v.picklist(DAMAGE_KINDS, 'error.settlement.damageKind'),
        indemnity_minor: money,
        expenses_minor: money,
      }),
    ),
    v.maxLength(100, 'error.settlement.tooManyDefaults'),
  ),
  /** A repair total at or above this share of the vehicle's value is a total loss (basis points: 7500 is 75 %). */
  total_loss_basis_points: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1000, 'error.settlement.totalLossShare'),
    v.maxValue(10_000, 'error.settlement.totalLossShare'),
  ),
  clock: v.object({
    inspection: clockLength,
    answer: clockLength,
    payment: clockLength,
    /** 20 is the legal 0.2 % a day. */
    penalty_basis_points_per_day: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0, 'error.settlement.penaltyRate'),
      v.maxValue(1000, 'error.settlement.penaltyRate'),
    ),
    /** Working days before a deadline when its handler is told. */
    warn_working_days: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1, 'error.settlement.clockDays'),
      v.maxValue(30, 'error.settlement.clockDays'),
    ),
  }),
  /** The amount up to which each role approves a payment (penalty included); the highest of a person's roles counts. */
  payment_limits: v.pipe(
    v.array(
      v.object({
        role: v.pipe(
          v.string(),
          v.trim(),
          v.minLength(1, 'error.role.choose'),
          v.regex(/^[A-Za-z][\w.]{1,63}$/, 'error.role.nameFormat'),
        ),
        limit: money,
      }),
    ),
    v.maxLength(SETTLEMENT_LIMITS.roles, 'error.role.tooMany'),
  ),
  refusal_reasons: v.pipe(
    v.array(v.object({ code, name_en: words(200), name_ro: words(200) })),
    v.maxLength(SETTLEMENT_LIMITS.refusalReasons, 'error.settlement.refusalReasons'),
  ),
  /** The account payments leave from, as the bank file names it. */
  debtor: v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(2, 'error.settlement.holderName'),
      v.maxLength(70, 'error.settlement.holderNameTooLong'),
    ),
    iban: v.pipe(v.string(), v.trim(), v.maxLength(50, 'error.settlement.iban')),
    bic: v.nullable(
      v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'error.settlement.bic')),
    ),
  }),
});
export type SettlementSettings = v.InferOutput<typeof SettlementSettingsSchema>;

export const DEFAULT_SETTLEMENT_SETTINGS: SettlementSettings = {
  // 5,000.00 lei and 500.00 lei until a product and damage kind say otherwise.
  default_reserve: { indemnity_minor: 500_000, expenses_minor: 50_000 },
  reserve_defaults: [
    { product: 'CASCO', damage_kind: 'collision', indemnity_minor: 800_000, expenses_minor: 60_000 },
    { product: 'CASCO', damage_kind: 'glass', indemnity_minor: 150_000, expenses_minor: 10_000 },
    { product: 'CASCO', damage_kind: 'theft', indemnity_minor: 4_000_000, expenses_minor: 100_000 },
    { product: 'RCA', damage_kind: 'collision', indemnity_minor: 700_000, expenses_minor: 60_000 },
  ],
  total_loss_basis_points: 7500,
  // The law's terms: inspection within 5 working days of the notice, an answer within 30 days, payment within 10 days of acceptance, 0.2 % a day late.
  clock: {
    inspection: { days: 5, unit: 'working' },
    answer: { days: 30, unit: 'calendar' },
    payment: { days: 10, unit: 'calendar' },
    penalty_basis_points_per_day: 20,
    warn_working_days: 3,
  },
  // 15,000.00 lei for a handler, 150,000.00 lei for a claims manager.
  payment_limits: [
    { role: 'claims.handler', limit: 1_500_000 },
    { role: 'claims.manager', limit: 15_000_000 },
  ],
  refusal_reasons: [
    {
      code: 'not_covered',
      name_en: 'The event is not covered by the policy.',
      name_ro: 'Evenimentul nu este acoperit de poliță.',
    },
    {
      code: 'policy_not_in_force',
      name_en: 'The policy was not in force on the day of the event.',
      name_ro: 'Polița nu era în vigoare în ziua evenimentului.',
    },
    {
      code: 'damage_not_consistent',
      name_en: 'The damage does not match the event described.',
      name_ro: 'Avariile nu corespund evenimentului descris.',
    },
    {
      code: 'documents_missing',
      name_en: 'The documents requested were not sent.',
      name_ro: 'Documentele solicitate nu au fost trimise.',
    },
    {
      code: 'excluded_driver',
      name_en: 'The driver was excluded by the policy.',
      name_ro: 'Conducătorul auto era exclus prin poliță.',
    },
  ],
  debtor: { name: 'Demo Insurance SA', iban: 'RO49AAAA1B31007593840000', bic: null },
};
