import { useState } from 'react';
import type { AssessmentSettings } from '../../../contract/assessment-settings.ts';
import { minorUnitsText, parseMinorUnits } from '../../lib/money.ts';
import { saveAssessmentSettings } from '../../lib/config/api.ts';
import { inputClass } from '../common/FormProblem.tsx';
import { RoleSelect } from './RoleSelect.tsx';
import { SettingsForm, type SectionProps } from './SettingsForm.tsx';

/** A typed amount as the API takes it; text that is no amount is sent as -1, which the server refuses by field. */
const minor = (text: string) => parseMinorUnits(text) ?? -1;

/** The assessment note's VAT rate, default labour rate and each role's approval limit, the role chosen from the catalogue. */
export function AssessmentSection({ settings, onSaved, m, roles, lang }: SectionProps) {
  const saved = settings.assessment;
  const [vat, setVat] = useState(minorUnitsText(saved.vat_basis_points));
  const [rate, setRate] = useState(minorUnitsText(saved.default_labour_rate));
  const [limits, setLimits] = useState(
    saved.approval_limits.map((l) => ({ role: l.role, limit: minorUnitsText(l.limit) })),
  );
  const typed: AssessmentSettings = {
    vat_basis_points: minor(vat),
    default_labour_rate: minor(rate),
    approval_limits: limits.map((l) => ({ role: l.role.trim(), limit: minor(l.limit) })),
  };
  const label = (path: string) =>
    path === 'vat_basis_points'
      ? m['config.assessment.vat']
      : path === 'default_labour_rate'
        ? m['config.assessment.rate']
        : path.startsWith('approval_limits')
          ? m['config.assessment.limits']
          : undefined;
  const setLimit = (index: number, change: Partial<{ role: string; limit: string }>) =>
    setLimits(limits.map((l, i) => (i === index ? { ...l, ...change } : l)));
  return (
    <SettingsForm
      id="assessment"
      section="assessment"
      title={m['config.assessment']}
      settings={settings}
      typed={typed}
      save={(version) => saveAssessmentSettings(typed, version)}
      onSaved={onSaved}
      m={m}
      fields={[
        'vat_basis_points',
        'default_labour_rate',
        ...limits.flatMap((_, i) => [`approval_limits.${i}.role`, `approval_limits.${i}.limit`]),
      ]}
      label={label}
      buttons={
        <button
          type="button"
          className="rounded border border-gray-500 px-3 py-1"
          onClick={() => setLimits([...limits, { role: '', limit: '0.00' }])}
        >
          {m['config.assessment.addLimit']}
        </button>
      }
    >
      {(refused) => (
        <div className="max-w-xl space-y-3 text-sm">
          <label className="block">
            {m['config.assessment.vat']}
            <input
              className={inputClass}
              inputMode="decimal"
              value={vat}
              onChange={(e) => setVat(e.target.value)}
              {...refused.aria('vat_basis_points')}
            />
          </label>
          {refused.message('vat_basis_points')}
          <label className="block">
            {m['config.assessment.rate']}
            <input
              className={inputClass}
              inputMode="decimal"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              {...refused.aria('default_labour_rate')}
            />
          </label>
          {refused.message('default_labour_rate')}
          <fieldset>
            <legend>{m['config.assessment.limits']}</legend>
            <p className="text-gray-700">{m['config.assessment.limitsHint']}</p>
            {limits.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own until saved
              <div key={index} className="mt-2 flex flex-wrap items-end gap-2">
                <div>
                  <label className="block" htmlFor={`assessment-limit-${index}-role`}>
                    {m['config.assessment.role']}
                  </label>
                  <RoleSelect
                    id={`assessment-limit-${index}-role`}
                    value={entry.role}
                    roles={roles}
                    lang={lang}
                    placeholder={m['config.roles.choose']}
                    onChange={(role) => setLimit(index, { role })}
                    {...refused.aria(`approval_limits.${index}.role`)}
                  />
                </div>
                <label className="block">
                  {m['config.assessment.limit']}
                  <input
                    className={inputClass}
                    inputMode="decimal"
                    value={entry.limit}
                    onChange={(e) => setLimit(index, { limit: e.target.value })}
                    {...refused.aria(`approval_limits.${index}.limit`)}
                  />
                </label>
                <button
                  type="button"
                  className="rounded border border-gray-500 px-3 py-1"
                  onClick={() => setLimits(limits.filter((_, i) => i !== index))}
                >
                  {m['config.assessment.removeLimit']}
                </button>
                {refused.message(`approval_limits.${index}.role`)}
                {refused.message(`approval_limits.${index}.limit`)}
              </div>
            ))}
          </fieldset>
        </div>
      )}
    </SettingsForm>
  );
}
