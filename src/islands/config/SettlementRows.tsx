import { interpolate } from '../../lib/interpolate.ts';
import { invalidProps } from '../common/field-aria.ts';
import { secondaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import { RoleSelect } from './RoleSelect.tsx';
import { fieldId, SettlementInput, type SettlementPartProps } from './SettlementInput.tsx';

type Limit = SettlementPartProps['draft']['payment_limits'][number];
type Reason = SettlementPartProps['draft']['refusal_reasons'][number];

/** Each role's payment limit (rows), the role chosen from the organisation's catalogue. */
export function SettlementLimits({ form, draft, problem, m, roles, lang }: SettlementPartProps) {
  const setRow = (key: number, change: Partial<Limit>) =>
    form.update((d) => ({
      ...d,
      payment_limits: d.payment_limits.map((r) => (r.key === key ? { ...r, ...change } : r)),
    }));
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{m['config.settlement.limits']}</legend>
      <p className="text-sm text-gray-800">{m['config.settlement.limitsHint']}</p>
      <ul className="space-y-2">
        {draft.payment_limits.map((row, i) => (
          <li key={row.key} className="grid items-start gap-2 sm:grid-cols-[minmax(0,16rem)_10rem_auto]">
            <RoleRow
              path={`payment_limits.${i}.role`}
              label={m['config.settlement.role']}
              value={row.role}
              onChange={(role) => setRow(row.key, { role })}
              problem={problem(`payment_limits.${i}.role`)}
              props={{ roles, lang, placeholder: m['config.roles.choose'] }}
            />
            <SettlementInput
              path={`payment_limits.${i}.limit`}
              label={m['config.settlement.limit']}
              value={row.limit}
              inputMode="decimal"
              onChange={(limit) => setRow(row.key, { limit })}
              problem={problem(`payment_limits.${i}.limit`)}
            />
            <RemoveButton
              n={i + 1}
              list={m['config.settlement.limits']}
              m={m}
              onClick={() => form.removeRow('payment_limits', row.key)}
            />
          </li>
        ))}
      </ul>
      <button type="button" className={secondaryButton} onClick={() => form.addRow('payment_limits')}>
        {m['config.settlement.addLimit']}
      </button>
    </fieldset>
  );
}

/** The reasons a refusal may give: a code and its words in both languages (rows). */
export function SettlementReasons({ form, draft, problem, m }: SettlementPartProps) {
  const setRow = (key: number, change: Partial<Reason>) =>
    form.update((d) => ({
      ...d,
      refusal_reasons: d.refusal_reasons.map((r) => (r.key === key ? { ...r, ...change } : r)),
    }));
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{m['config.settlement.reasons']}</legend>
      <p className="text-sm text-gray-800">{m['config.settlement.reasonsHint']}</p>
      <ul className="space-y-2">
        {draft.refusal_reasons.map((row, i) => (
          <li
            key={row.key}
            className="grid items-start gap-2 rounded border border-gray-300 p-2 sm:grid-cols-[minmax(0,16rem)_auto]"
          >
            <SettlementInput
              path={`refusal_reasons.${i}.code`}
              label={m['config.settlement.code']}
              value={row.code}
              onChange={(code) => setRow(row.key, { code })}
              problem={problem(`refusal_reasons.${i}.code`)}
              code
            />
            <RemoveButton
              n={i + 1}
              list={m['config.settlement.reasons']}
              m={m}
              onClick={() => form.removeRow('refusal_reasons', row.key)}
            />
            <SettlementInput
              path={`refusal_reasons.${i}.name_en`}
              label={m['config.settlement.nameEn']}
              value={row.name_en}
              onChange={(name_en) => setRow(row.key, { name_en })}
              problem={problem(`refusal_reasons.${i}.name_en`)}
              lang="en"
              className="sm:col-span-2"
            />
            <SettlementInput
              path={`refusal_reasons.${i}.name_ro`}
              label={m['config.settlement.nameRo']}
              value={row.name_ro}
              onChange={(name_ro) => setRow(row.key, { name_ro })}
              problem={problem(`refusal_reasons.${i}.name_ro`)}
              lang="ro"
              className="sm:col-span-2"
            />
          </li>
        ))}
      </ul>
      <button type="button" className={secondaryButton} onClick={() => form.addRow('refusal_reasons')}>
        {m['config.settlement.addReason']}
      </button>
    </fieldset>
  );
}

function RemoveButton({
  n,
  list,
  m,
  onClick,
}: {
  n: number;
  list: string;
  m: SettlementPartProps['m'];
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${secondaryButton} self-end justify-self-start`}
      aria-label={interpolate(m['config.settlement.removeRow'], { n, list })}
      onClick={onClick}
    >
      {m['config.settlement.remove']}
    </button>
  );
}

/** A limit's role, chosen by name, its refusal beside it. */
function RoleRow({
  path,
  label,
  value,
  onChange,
  problem,
  props,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (role: string) => void;
  problem: string | undefined;
  props: Pick<SettlementPartProps, 'roles' | 'lang'> & { placeholder: string };
}) {
  const id = fieldId(path);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm">
        {label}
      </label>
      <RoleSelect id={id} value={value} onChange={onChange} {...props} {...invalidProps(`${id}-error`, problem)} />
      <FieldError id={`${id}-error`} message={problem ?? null} role="alert" />
    </div>
  );
}
