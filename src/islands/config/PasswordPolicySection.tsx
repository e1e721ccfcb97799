import { useState } from 'react';
import type { PasswordPolicy } from '../../../contract/password-policy.ts';
import { OrganisationSettingsSchema, type OrganisationSettings } from '../../../contract/settings.ts';
import { apiPut } from '../../lib/api/client.ts';
import { useSave } from '../../lib/use-save.ts';
import { cardClass, FormProblem, inputClass, primaryButton } from '../parts/FormProblem.tsx';
import type { ConfigMessages } from './messages.ts';

const RULES = ['prevent_username', 'prevent_org_name', 'prevent_month'] as const;

/** The organisation's password policy: length, forbidden contents and its own rule, each with the message people see. */
export function PasswordPolicySection({ settings, onSaved, m }: { settings: OrganisationSettings; onSaved: (s: OrganisationSettings) => void; m: ConfigMessages }) {
  const [draft, setDraft] = useState<PasswordPolicy>(settings.password_policy);
  const { busy, problem, save } = useSave(m['config.saved']);
  return (
    <form
      className={cardClass}
      aria-labelledby="policy-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(async () => onSaved(await apiPut('/config/password-policy', draft, OrganisationSettingsSchema)));
      }}
    >
      <h2 id="policy-title" className="text-lg font-semibold">
        {m['config.passwordPolicy']}
      </h2>
      <label className="block max-w-xs text-sm">
        {m['config.policy.min_length']}
        <input type="number" min={5} max={128} className={inputClass} value={draft.min_length} onChange={(e) => setDraft({ ...draft, min_length: Number(e.target.value) })} />
      </label>
      {RULES.map((rule) => (
        <div key={rule} className="grid gap-2 md:grid-cols-[16rem_1fr] md:items-center">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft[rule]} onChange={(e) => setDraft({ ...draft, [rule]: e.target.checked })} />
            {m[`config.policy.${rule}`]}
          </label>
          <label className="text-sm">
            {m['config.policy.message']}
            <input className={inputClass} value={draft[`${rule}_message`]} onChange={(e) => setDraft({ ...draft, [`${rule}_message`]: e.target.value })} />
          </label>
        </div>
      ))}
      <div className="grid gap-2 md:grid-cols-2">
        <label className="text-sm">
          {m['config.policy.validation_rule']}
          <input className={`${inputClass} font-mono`} value={draft.validation_rule} onChange={(e) => setDraft({ ...draft, validation_rule: e.target.value })} />
        </label>
        <label className="text-sm">
          {m['config.policy.message']}
          <input className={inputClass} value={draft.validation_rule_message} onChange={(e) => setDraft({ ...draft, validation_rule_message: e.target.value })} />
        </label>
      </div>
      <FormProblem text={problem} />
      <button type="submit" className={primaryButton} disabled={busy}>
        {m['config.save']}
      </button>
    </form>
  );
}
