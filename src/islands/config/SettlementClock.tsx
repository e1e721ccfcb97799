import { CLOCK_KINDS, type ClockDraft } from '../../lib/config/settlement-draft.ts';
import { inputClass } from '../common/FormProblem.tsx';
import { fieldId, SettlementInput, type SettlementPartProps } from './SettlementInput.tsx';

/** The total-loss share, the legal clock's lengths (days and how they count), the penalty and the warning. */
export function SettlementClock({ form, draft, problem, m }: SettlementPartProps) {
  const setClock = (kind: (typeof CLOCK_KINDS)[number], change: Partial<ClockDraft>) =>
    form.update((d) => ({ ...d, clock: { ...d.clock, [kind]: { ...d.clock[kind], ...change } } }));
  return (
    <>
      <div className="max-w-md">
        <SettlementInput
          path="total_loss_basis_points"
          label={m['config.settlement.totalLoss']}
          value={draft.total_loss_basis_points}
          inputMode="decimal"
          onChange={(value) => form.update((d) => ({ ...d, total_loss_basis_points: value }))}
          problem={problem('total_loss_basis_points')}
          narrow
        />
        <p className="text-sm text-gray-800">{m['config.settlement.totalLossHint']}</p>
      </div>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{m['config.settlement.clock']}</legend>
        {CLOCK_KINDS.map((kind) => (
          <fieldset key={kind} className="grid grid-cols-[6rem_minmax(0,12rem)] items-start gap-2">
            <legend className="mb-1 text-sm font-medium">{m[`config.settlement.clock.${kind}`]}</legend>
            <SettlementInput
              path={`clock.${kind}.days`}
              label={m['config.settlement.days']}
              value={draft.clock[kind].days}
              inputMode="numeric"
              onChange={(days) => setClock(kind, { days })}
              problem={problem(`clock.${kind}.days`)}
            />
            <div className="min-w-0">
              <label htmlFor={fieldId(`clock.${kind}.unit`)} className="block text-sm">
                {m['config.settlement.unit']}
              </label>
              <select
                id={fieldId(`clock.${kind}.unit`)}
                className={inputClass}
                value={draft.clock[kind].unit}
                onChange={(e) => setClock(kind, { unit: e.target.value as ClockDraft['unit'] })}
              >
                <option value="working">{m['config.settlement.unit.working']}</option>
                <option value="calendar">{m['config.settlement.unit.calendar']}</option>
              </select>
            </div>
          </fieldset>
        ))}
        <div className="grid max-w-2xl gap-2">
          <SettlementInput
            path="clock.penalty_basis_points_per_day"
            label={m['config.settlement.penalty']}
            value={draft.clock.penalty_basis_points_per_day}
            inputMode="decimal"
            onChange={(value) =>
              form.update((d) => ({ ...d, clock: { ...d.clock, penalty_basis_points_per_day: value } }))
            }
            problem={problem('clock.penalty_basis_points_per_day')}
            narrow
          />
          <SettlementInput
            path="clock.warn_working_days"
            label={m['config.settlement.warnDays']}
            value={draft.clock.warn_working_days}
            inputMode="numeric"
            onChange={(value) => form.update((d) => ({ ...d, clock: { ...d.clock, warn_working_days: value } }))}
            problem={problem('clock.warn_working_days')}
            narrow
          />
        </div>
      </fieldset>
    </>
  );
}
