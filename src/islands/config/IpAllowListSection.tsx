import { useState } from 'react';
import { saveIpAllowList } from '../../lib/config/api.ts';
import { inputClass } from '../common/FormProblem.tsx';
import { ipAllowListLabel } from '../../lib/config/field-labels.ts';
import { splitList } from '../../lib/split-list.ts';
import { SettingsForm, type SectionProps } from './SettingsForm.tsx';

/** The addresses and ranges staff may sign in from; empty allows all. */
export function IpAllowListSection({ settings, onSaved, m }: SectionProps) {
  const [entries, setEntries] = useState(settings.ip_allow_list.join('\n'));
  return (
    <SettingsForm
      id="ip"
      section="ip_allow_list"
      title={m['config.ipAllowList']}
      settings={settings}
      typed={splitList(entries)}
      save={(version) => saveIpAllowList(splitList(entries), version)}
      onSaved={onSaved}
      m={m}
      fields={['entries']}
      label={ipAllowListLabel(m)}
    >
      {(refused) => (
        <div className="max-w-md">
          <label className="block text-sm">
            {m['config.ipAllowList.entries']}
            <textarea
              rows={4}
              className={`${inputClass} font-mono`}
              value={entries}
              onChange={(e) => setEntries(e.target.value)}
              {...refused.aria('entries')}
            />
          </label>
          {refused.message('entries')}
        </div>
      )}
    </SettingsForm>
  );
}
