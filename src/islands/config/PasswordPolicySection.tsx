import { useState } from 'react';
import { LANGUAGES } from '../../../contract/languages.ts';
import type { PasswordPolicy, PasswordRule, RuleMessage } from '../../../contract/password-policy.ts';
import { savePasswordPolicy } from '../../lib/config/api.ts';
import { inputClass } from '../common/FormProblem.tsx';
import type { ConfigMessages } from './messages.ts';
import { SettingsForm, type SectionProps } from './SettingsForm.tsx';

const RULES = ['prevent_username', 'prevent_org_name', 'prevent_month'] as const;

interface MessageProps {
  rule: PasswordRule;
  value: RuleMessage;
  onChange: (value: RuleMessage) => void;
  m: ConfigMessages;
}

/** A rule's message in each language; one left empty shows the product's default in that language. */
function RuleMessageFields({ rule, value, onChange, m }: MessageProps) {
  return (
    // The group is named after its rule, so the language fields of different rules tell apart.
    <fieldset aria-label={m[`config.policy.${rule}`]} className="grid gap-2 md:grid-cols-2">
      {LANGUAGES.map((language) => (
        <label key={language} className="text-sm">
          {m[`config.policy.message.${language}`]}
          <input
            className={inputClass}
            name={`${rule}_message.${language}`}
            lang={language}
            value={value[language]}
            onChange={(e) => onChange({ ...value, [language]: e.target.value })}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** The organisation's password policy: length, forbidden contents and its own rule, each with the message people see. */
export function PasswordPolicySection({ settings, onSaved, m }: SectionProps) {
  const [draft, setDraft] = useState<PasswordPolicy>(settings.password_policy);
  return (
    <SettingsForm
      id="policy"
      section="password_policy"
      title={m['config.passwordPolicy']}
      settings={settings}
      typed={draft}
      save={(version) => savePasswordPolicy(draft, version)}
      onSaved={onSaved}
      m={m}
    >
      <label className="block max-w-xs text-sm">
        {m['config.policy.min_length']}
        <input
          type="number"
          min={5}
          max={128}
          className={inputClass}
          value={draft.min_length}
          onChange={(e) => setDraft({ ...draft, min_length: Number(e.target.value) })}
        />
      </label>
      {RULES.map((rule) => (
        <div key={rule} className="grid gap-2 md:grid-cols-[16rem_1fr] md:items-center">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft[rule]}
              onChange={(e) => setDraft({ ...draft, [rule]: e.target.checked })}
            />
            {m[`config.policy.${rule}`]}
          </label>
          <RuleMessageFields
            rule={rule}
            value={draft[`${rule}_message`]}
            onChange={(value) => setDraft({ ...draft, [`${rule}_message`]: value })}
            m={m}
          />
        </div>
      ))}
      <div className="grid gap-2">
        <label className="text-sm">
          {m['config.policy.validation_rule']}
          <input
            className={`${inputClass} font-mono`}
            value={draft.validation_rule}
            onChange={(e) => setDraft({ ...draft, validation_rule: e.target.value })}
          />
        </label>
        <RuleMessageFields
          rule="validation_rule"
          value={draft.validation_rule_message}
          onChange={(value) => setDraft({ ...draft, validation_rule_message: value })}
          m={m}
        />
      </div>
    </SettingsForm>
  );
}
