import { SettlementInput, type SettlementPartProps } from './SettlementInput.tsx';

/** The account the bank files pay from: its holder's name, IBAN and, when the bank wants it, BIC. */
export function SettlementAccount({ form, draft, problem, m }: SettlementPartProps) {
  const set = (part: 'name' | 'iban' | 'bic') => (value: string) =>
    form.update((d) => ({ ...d, debtor: { ...d.debtor, [part]: value } }));
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{m['config.settlement.account']}</legend>
      <p className="text-sm text-gray-800">{m['config.settlement.accountHint']}</p>
      <div className="grid max-w-3xl gap-2 md:grid-cols-[minmax(0,1fr)_minmax(0,17rem)_10rem]">
        <SettlementInput
          path="debtor.name"
          label={m['config.settlement.accountName']}
          value={draft.debtor.name}
          onChange={set('name')}
          problem={problem('debtor.name')}
        />
        <SettlementInput
          path="debtor.iban"
          label={m['config.settlement.iban']}
          value={draft.debtor.iban}
          onChange={set('iban')}
          problem={problem('debtor.iban')}
        />
        <SettlementInput
          path="debtor.bic"
          label={m['config.settlement.bic']}
          value={draft.debtor.bic}
          onChange={set('bic')}
          problem={problem('debtor.bic')}
        />
      </div>
    </fieldset>
  );
}
