import { useState } from 'react';
import { OrganisationSettingsSchema, type OrganisationSettings } from '../../../contract/settings.ts';
import { apiPut } from '../../lib/api/client.ts';
import { useSave } from '../../lib/use-save.ts';
import { cardClass, FormProblem, inputClass, primaryButton } from '../parts/FormProblem.tsx';
import { splitList } from '../../lib/split-list.ts';
import type { ConfigMessages } from './messages.ts';

/** The addresses and ranges staff may sign in from; empty allows all. */
export function IpAllowListSection({ settings, onSaved, m }: { settings: OrganisationSettings; onSaved: (s: OrganisationSettings) => void; m: ConfigMessages }) {
  const [entries, setEntries] = useState(settings.ip_allow_list.join('\n'));
  const { busy, problem, save } = useSave(m['config.saved']);
  return (
    <form
      className={cardClass}
      aria-labelledby="ip-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(async () => onSaved(await apiPut('/config/ip-allow-list', { entries: splitList(entries) }, OrganisationSettingsSchema)));
      }}
    >
      <h2 id="ip-title" className="text-lg font-semibold">
        {m['config.ipAllowList']}
      </h2>
      <label className="block max-w-md text-sm">
        {m['config.ipAllowList.entries']}
        <textarea rows={4} className={`${inputClass} font-mono`} value={entries} onChange={(e) => setEntries(e.target.value)} />
      </label>
      <FormProblem text={problem} />
      <button type="submit" className={primaryButton} disabled={busy}>
        {m['config.save']}
      </button>
    </form>
  );
}
