import type { Language } from '../../../contract/languages.ts';
import { DAMAGE_KINDS, type DamageKind } from '../../../contract/settlement.ts';
import type { ClaimMoneyPart } from '../../lib/settlement/claim-money-part.ts';
import type { FigureDraft } from '../../lib/settlement/money-drafts.ts';
import type { Open } from '../../lib/settlement/money-form.ts';
import { invalidProps } from '../common/field-aria.ts';
import { inputClass, secondaryButton } from '../common/FormProblem.tsx';
import { FieldError, TextField } from '../common/TextField.tsx';
import type { ClaimMoneyT } from './money-keys.ts';
import { AmountHint } from './AmountHint.tsx';
import { MoneyFormFrame } from './MoneyFormFrame.tsx';

const INPUTS = ['damage_kind', 'vat_recoverable', 'vehicle_value_minor', 'salvage_value_minor'] as const;

/**
 * What the figure is made of: the damage kind, whether the claimant recovers VAT, the vehicle's and
 * the wreck's values (for a total loss), and adjustments, each a signed amount with its reason.
 */
export function FigureForm({
  part,
  open,
  lang,
  t,
}: {
  part: ClaimMoneyPart;
  open: Open<FigureDraft>;
  lang: Language;
  t: ClaimMoneyT;
}) {
  const form = part.figure;
  const { draft } = open;
  // Each row's fields show their own refusals; one about the list as a whole (too many rows) shows on top.
  const inputs = [
    ...INPUTS,
    ...draft.adjustments.flatMap((_, i) => [`adjustments.${i}.amount_minor`, `adjustments.${i}.reason`]),
  ];
  const optionalAmount = (field: 'vehicle_value_minor' | 'salvage_value_minor', problem: string | null) => (
    <TextField
      id={`figure-${field}`}
      label={t('claimMoney.optional', {
        label: t(field === 'vehicle_value_minor' ? 'claimMoney.vehicleValue' : 'claimMoney.salvageValue'),
      })}
      inputMode="decimal"
      autoComplete="off"
      value={draft[field]}
      onChange={(value) => form.edit({ [field]: value })}
      error={problem}
    />
  );
  return (
    <MoneyFormFrame
      form={form}
      label={t('claimMoney.editFigure')}
      inputs={inputs}
      submitLabel={t('claimMoney.save')}
      t={t}
    >
      {(problem) => (
        <>
          <AmountHint lang={lang} t={t} className="text-sm text-gray-700 md:col-span-2" />
          <div>
            <label htmlFor="figure-damage-kind" className="mb-1 block text-sm font-medium text-gray-800">
              {t('claimMoney.damageKind')}
            </label>
            <select
              id="figure-damage-kind"
              value={draft.damage_kind}
              onChange={(event) => form.edit({ damage_kind: event.target.value as DamageKind })}
              className={`${inputClass} py-2`}
              {...invalidProps('figure-damage-kind-error', problem('damage_kind'))}
            >
              {DAMAGE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`claimMoney.damage.${kind}`)}
                </option>
              ))}
            </select>
            <FieldError id="figure-damage-kind-error" message={problem('damage_kind')} />
          </div>
          <div className="flex items-center gap-2 md:pt-6">
            <input
              id="figure-vat"
              type="checkbox"
              checked={draft.vat_recoverable}
              onChange={(event) => form.edit({ vat_recoverable: event.target.checked })}
              className="h-4 w-4"
            />
            <label htmlFor="figure-vat">{t('claimMoney.vatRecoverable')}</label>
          </div>
          {optionalAmount('vehicle_value_minor', problem('vehicle_value_minor'))}
          {optionalAmount('salvage_value_minor', problem('salvage_value_minor'))}
          <fieldset className="space-y-3 md:col-span-2">
            <legend className="font-medium">{t('claimMoney.adjustments')}</legend>
            {draft.adjustments.length === 0 && <p className="text-sm text-gray-700">{t('claimMoney.noAdjustments')}</p>}
            {draft.adjustments.map((row, i) => (
              <fieldset
                key={row.key}
                className="grid gap-2 rounded border border-gray-200 p-2 sm:grid-cols-[12rem_1fr_auto]"
              >
                <legend className="px-1 text-sm font-medium">{t('claimMoney.adjustment', { n: i + 1 })}</legend>
                <TextField
                  id={`figure-adjustment-${i}-amount`}
                  label={t('claimMoney.signedAmount')}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.amount_minor}
                  onChange={(amount_minor) => part.editAdjustment(i, { amount_minor })}
                  error={problem(`adjustments.${i}.amount_minor`)}
                />
                <TextField
                  id={`figure-adjustment-${i}-reason`}
                  label={t('claimMoney.reason')}
                  maxLength={500}
                  value={row.reason}
                  onChange={(reason) => part.editAdjustment(i, { reason })}
                  error={problem(`adjustments.${i}.reason`)}
                />
                <div className="sm:pt-6">
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => part.removeAdjustment(i)}
                    aria-label={t('claimMoney.removeAdjustment', { n: i + 1 })}
                  >
                    {t('claimMoney.remove')}
                  </button>
                </div>
              </fieldset>
            ))}
            <button type="button" className={secondaryButton} onClick={part.addAdjustment}>
              {t('claimMoney.addAdjustment')}
            </button>
          </fieldset>
        </>
      )}
    </MoneyFormFrame>
  );
}
