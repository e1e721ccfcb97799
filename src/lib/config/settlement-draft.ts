import type { Language } from '../../../contract/languages.ts';
import type { SettlementSettings } from '../../../contract/settlement-settings.ts';
import type { DamageKind } from '../../../contract/settlement.ts';
import { type AmountProblemKey, formatAmount, PLACES, parseAmount } from '../assessments/amounts.ts';

/**
 * The settlement settings as their form holds them: every number as the reader typed it (money in
 * lei, shares and the penalty in percent, in the page language's digits), so nothing typed is lost
 * or rounded before it is read. Paths are the settings' own, so the server's refusals land on
 * the same fields as the form's own checks.
 */
type Unit = SettlementSettings['clock']['inspection']['unit'];
export interface ClockDraft {
  days: string;
  unit: Unit;
}
export const CLOCK_KINDS = ['inspection', 'answer', 'payment'] as const;

export interface SettlementDraft {
  default_reserve: { indemnity_minor: string; expenses_minor: string };
  reserve_defaults: {
    key: number;
    product: string;
    damage_kind: DamageKind;
    indemnity_minor: string;
    expenses_minor: string;
  }[];
  total_loss_basis_points: string;
  clock: Record<(typeof CLOCK_KINDS)[number], ClockDraft> & {
    penalty_basis_points_per_day: string;
    warn_working_days: string;
  };
  payment_limits: { key: number; role: string; limit: string }[];
  refusal_reasons: { key: number; code: string; name_en: string; name_ro: string }[];
  debtor: { name: string; iban: string; bic: string };
}

/** A field the form refused before sending: the message's key and what it names. */
export interface DraftProblem {
  key: AmountProblemKey | 'error.settlement.tooLarge' | 'error.settlement.clockDays' | RangeKey;
  params?: Record<string, string>;
}
type RangeKey = 'error.settlement.totalLossShare' | 'error.settlement.penaltyRate';

let rows = 0;
/** A row's identity in the form (rows have none of their own until saved). */
export const rowKey = () => ++rows;

const money = (minor: number, lang: Language) => formatAmount(minor, lang, PLACES.money);
/** Basis points as a percent with at most two decimals: 7500 is "75", 20 is "0.2" (or "0,2"). */
const percent = (basisPoints: number, lang: Language) => formatAmount(basisPoints, lang, 2, true);

export function toDraft(settings: SettlementSettings, lang: Language): SettlementDraft {
  const clock = (kind: (typeof CLOCK_KINDS)[number]) => ({
    days: String(settings.clock[kind].days),
    unit: settings.clock[kind].unit,
  });
  return {
    default_reserve: {
      indemnity_minor: money(settings.default_reserve.indemnity_minor, lang),
      expenses_minor: money(settings.default_reserve.expenses_minor, lang),
    },
    reserve_defaults: settings.reserve_defaults.map((row) => ({
      key: rowKey(),
      product: row.product,
      damage_kind: row.damage_kind,
      indemnity_minor: money(row.indemnity_minor, lang),
      expenses_minor: money(row.expenses_minor, lang),
    })),
    total_loss_basis_points: percent(settings.total_loss_basis_points, lang),
    clock: {
      inspection: clock('inspection'),
      answer: clock('answer'),
      payment: clock('payment'),
      penalty_basis_points_per_day: percent(settings.clock.penalty_basis_points_per_day, lang),
      warn_working_days: String(settings.clock.warn_working_days),
    },
    payment_limits: settings.payment_limits.map((row) => ({
      key: rowKey(),
      role: row.role,
      limit: money(row.limit, lang),
    })),
    refusal_reasons: settings.refusal_reasons.map((row) => ({ key: rowKey(), ...row })),
    debtor: { name: settings.debtor.name, iban: settings.debtor.iban, bic: settings.debtor.bic ?? '' },
  };
}

/** The draft without the rows' form identities: what a person compares with a newer saved version. */
export function shownDraft(draft: SettlementDraft) {
  const { reserve_defaults, payment_limits, refusal_reasons, ...rest } = draft;
  const bare = <T extends { key: number }>(list: T[]) => list.map(({ key: _, ...row }) => row);
  return {
    ...rest,
    reserve_defaults: bare(reserve_defaults),
    payment_limits: bare(payment_limits),
    refusal_reasons: bare(refusal_reasons),
  };
}

/**
 * Reads the draft into settings to send, or names each field typed so that it cannot be read.
 * Ranges and formats the server checks itself (a role's name, a BIC) are left to its refusal.
 */
export function readDraft(
  draft: SettlementDraft,
  lang: Language,
): { settings: SettlementSettings; problems: Record<string, DraftProblem> } {
  const problems: Record<string, DraftProblem> = {};
  const example = { example: lang === 'ro' ? '1.234,56' : '1,234.56' };
  const read = (path: string, text: string, places: number, refused?: DraftProblem['key']): number => {
    const parsed = parseAmount(text, lang, places);
    if (parsed.ok) return parsed.value;
    problems[path] = refused
      ? { key: refused }
      : parsed.key === 'error.noteInput.tooLarge'
        ? { key: 'error.settlement.tooLarge' }
        : { key: parsed.key, params: example };
    return 0;
  };
  const lei = (path: string, text: string) => read(path, text, PLACES.money);
  const days = (path: string, text: string) => read(path, text, 0, 'error.settlement.clockDays');
  const clock = (kind: (typeof CLOCK_KINDS)[number]) => ({
    days: days(`clock.${kind}.days`, draft.clock[kind].days),
    unit: draft.clock[kind].unit,
  });
  const settings: SettlementSettings = {
    default_reserve: {
      indemnity_minor: lei('default_reserve.indemnity_minor', draft.default_reserve.indemnity_minor),
      expenses_minor: lei('default_reserve.expenses_minor', draft.default_reserve.expenses_minor),
    },
    reserve_defaults: draft.reserve_defaults.map((row, i) => ({
      product: row.product.trim().toUpperCase(),
      damage_kind: row.damage_kind,
      indemnity_minor: lei(`reserve_defaults.${i}.indemnity_minor`, row.indemnity_minor),
      expenses_minor: lei(`reserve_defaults.${i}.expenses_minor`, row.expenses_minor),
    })),
    total_loss_basis_points: read(
      'total_loss_basis_points',
      draft.total_loss_basis_points,
      2,
      'error.settlement.totalLossShare',
    ),
    clock: {
      inspection: clock('inspection'),
      answer: clock('answer'),
      payment: clock('payment'),
      penalty_basis_points_per_day: read(
        'clock.penalty_basis_points_per_day',
        draft.clock.penalty_basis_points_per_day,
        2,
        'error.settlement.penaltyRate',
      ),
      warn_working_days: days('clock.warn_working_days', draft.clock.warn_working_days),
    },
    payment_limits: draft.payment_limits.map((row, i) => ({
      role: row.role.trim(),
      limit: lei(`payment_limits.${i}.limit`, row.limit),
    })),
    refusal_reasons: draft.refusal_reasons.map(({ code, name_en, name_ro }) => ({
      code: code.trim(),
      name_en: name_en.trim(),
      name_ro: name_ro.trim(),
    })),
    debtor: {
      name: draft.debtor.name.trim(),
      iban: draft.debtor.iban.replace(/\s+/g, '').toUpperCase(),
      bic: draft.debtor.bic.trim() === '' ? null : draft.debtor.bic.trim().toUpperCase(),
    },
  };
  return { settings, problems };
}

/** The path of every input the form shows for this draft: a refusal of any other path is said under the form. */
export function inputPaths(draft: SettlementDraft): string[] {
  const rowsOf = (list: string, count: number, fields: string[]) =>
    Array.from({ length: count }, (_, i) => fields.map((field) => `${list}.${i}.${field}`)).flat();
  return [
    'default_reserve.indemnity_minor',
    'default_reserve.expenses_minor',
    ...rowsOf('reserve_defaults', draft.reserve_defaults.length, ['product', 'indemnity_minor', 'expenses_minor']),
    'total_loss_basis_points',
    ...CLOCK_KINDS.map((kind) => `clock.${kind}.days`),
    'clock.penalty_basis_points_per_day',
    'clock.warn_working_days',
    ...rowsOf('payment_limits', draft.payment_limits.length, ['role', 'limit']),
    ...rowsOf('refusal_reasons', draft.refusal_reasons.length, ['code', 'name_en', 'name_ro']),
    'debtor.name',
    'debtor.iban',
    'debtor.bic',
  ];
}
