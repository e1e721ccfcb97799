import { DAMAGE_KINDS, type DamageKind } from '../../../contract/settlement.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { inputClass, secondaryButton } from '../common/FormProblem.tsx';
import { fieldId, SettlementInput, type SettlementPartProps } from './SettlementInput.tsx';

type Row = SettlementPartProps['draft']['reserve_defaults'][number];

/** The reserves a claim starts with: the default ones, and per product and kind of damage (rows). */
export function SettlementReserves({ form, draft, problem, m }: SettlementPartProps) {
  const setRow = (key: number, change: Partial<Row>) =>
    form.update((d) => ({
      ...d,
      reserve_defaults: d.reserve_defaults.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{m['config.settlement.reserves']}</legend>
      <p className="text-sm text-gray-800">{m['config.settlement.reservesHint']}</p>
      <fieldset className="grid gap-2 sm:grid-cols-[repeat(2,minmax(0,12rem))]">
        <legend className="text-sm font-medium sm:col-span-2">{m['config.settlement.defaultReserve']}</legend>
        {(['indemnity_minor', 'expenses_minor'] as const).map((part) => (
          <SettlementInput
            key={part}
            path={`default_reserve.${part}`}
            label={m[part === 'indemnity_minor' ? 'config.settlement.indemnity' : 'config.settlement.expenses']}
            value={draft.default_reserve[part]}
            inputMode="decimal"
            onChange={(value) =>
              form.update((d) => ({ ...d, default_reserve: { ...d.default_reserve, [part]: value } }))
            }
            problem={problem(`default_reserve.${part}`)}
          />
        ))}
      </fieldset>
      <ul className="space-y-2">
        {draft.reserve_defaults.map((row, i) => {
          const path = (field: string) => `reserve_defaults.${i}.${field}`;
          return (
            <li
              key={row.key}
              className="grid items-start gap-2 rounded border border-gray-300 p-2 sm:grid-cols-2 lg:grid-cols-[8rem_12rem_9rem_9rem_auto]"
            >
              <SettlementInput
                path={path('product')}
                label={m['config.settlement.product']}
                value={row.product}
                onChange={(product) => setRow(row.key, { product })}
                problem={problem(path('product'))}
              />
              <div className="min-w-0">
                <label htmlFor={fieldId(path('damage_kind'))} className="block text-sm">
                  {m['config.settlement.damageKind']}
                </label>
                <select
                  id={fieldId(path('damage_kind'))}
                  className={inputClass}
                  value={row.damage_kind}
                  onChange={(e) => setRow(row.key, { damage_kind: e.target.value as DamageKind })}
                >
                  {DAMAGE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {m[`config.settlement.damage.${kind}`]}
                    </option>
                  ))}
                </select>
              </div>
              <SettlementInput
                path={path('indemnity_minor')}
                label={m['config.settlement.indemnity']}
                value={row.indemnity_minor}
                inputMode="decimal"
                onChange={(indemnity_minor) => setRow(row.key, { indemnity_minor })}
                problem={problem(path('indemnity_minor'))}
              />
              <SettlementInput
                path={path('expenses_minor')}
                label={m['config.settlement.expenses']}
                value={row.expenses_minor}
                inputMode="decimal"
                onChange={(expenses_minor) => setRow(row.key, { expenses_minor })}
                problem={problem(path('expenses_minor'))}
              />
              <button
                type="button"
                className={`${secondaryButton} self-end justify-self-start`}
                aria-label={interpolate(m['config.settlement.removeRow'], {
                  n: i + 1,
                  list: m['config.settlement.reserves'],
                })}
                onClick={() => form.removeRow('reserve_defaults', row.key)}
              >
                {m['config.settlement.remove']}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={secondaryButton} onClick={() => form.addRow('reserve_defaults')}>
        {m['config.settlement.addReserve']}
      </button>
    </fieldset>
  );
}
