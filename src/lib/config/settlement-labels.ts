/** The words the settlement section's labels are made of. */
export interface SettlementLabelWords {
  'config.settlement.defaultReserve': string;
  'config.settlement.indemnity': string;
  'config.settlement.expenses': string;
  'config.settlement.reserves': string;
  'config.settlement.totalLoss': string;
  'config.settlement.clock.inspection': string;
  'config.settlement.clock.answer': string;
  'config.settlement.clock.payment': string;
  'config.settlement.days': string;
  'config.settlement.unit': string;
  'config.settlement.penalty': string;
  'config.settlement.warnDays': string;
  'config.settlement.limits': string;
  'config.settlement.reasons': string;
  'config.settlement.accountName': string;
  'config.settlement.iban': string;
  'config.settlement.bic': string;
}

/**
 * A settlement setting's label by its path in the settings, as the form shows it: names what
 * someone else saved where it differs from what was typed.
 */
export const settlementLabel =
  (m: SettlementLabelWords) =>
  (path: string): string | undefined => {
    const [head, part] = path.split('.');
    if (head === 'default_reserve')
      return `${m['config.settlement.defaultReserve']}: ${part === 'expenses_minor' ? m['config.settlement.expenses'] : m['config.settlement.indemnity']}`;
    if (head === 'clock' && (part === 'inspection' || part === 'answer' || part === 'payment'))
      return `${m[`config.settlement.clock.${part}`]}: ${path.endsWith('.unit') ? m['config.settlement.unit'] : m['config.settlement.days']}`;
    const whole: Record<string, keyof SettlementLabelWords> = {
      reserve_defaults: 'config.settlement.reserves',
      total_loss_basis_points: 'config.settlement.totalLoss',
      'clock.penalty_basis_points_per_day': 'config.settlement.penalty',
      'clock.warn_working_days': 'config.settlement.warnDays',
      payment_limits: 'config.settlement.limits',
      refusal_reasons: 'config.settlement.reasons',
      'debtor.name': 'config.settlement.accountName',
      'debtor.iban': 'config.settlement.iban',
      'debtor.bic': 'config.settlement.bic',
    };
    const key = whole[path] ?? whole[head ?? ''];
    return key ? m[key] : undefined;
  };
