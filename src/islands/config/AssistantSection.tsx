import { useState } from 'react';
import { OrganisationSettingsSchema, type OrganisationSettings } from '../../../contract/settings.ts';
import { apiPut } from '../../lib/api/client.ts';
import { useSave } from '../../lib/use-save.ts';
import { cardClass, FormProblem, inputClass, primaryButton } from '../parts/FormProblem.tsx';
import type { ConfigMessages } from './messages.ts';
import { splitList } from '../../lib/split-list.ts';

/** Whether the assistant is on, and which roles may use it (spec.md config_assistants_roles). */
export function AssistantSection({ settings, onSaved, m }: { settings: OrganisationSettings; onSaved: (s: OrganisationSettings) => void; m: ConfigMessages }) {
  const [enabled, setEnabled] = useState(settings.assistant.enable_ai_assistant);
  const [roles, setRoles] = useState(settings.assistant.assistant_roles.join('\n'));
  const { busy, problem, save } = useSave(m['config.saved']);
  return (
    <form
      className={cardClass}
      aria-labelledby="assistant-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(async () => onSaved(await apiPut('/config/assistant', { enable_ai_assistant: enabled, assistant_roles: splitList(roles) }, OrganisationSettingsSchema)));
      }}
    >
      <h2 id="assistant-title" className="text-lg font-semibold">
        {m['config.assistant']}
      </h2>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {m['config.assistant.enabled']}
      </label>
      <label className="block max-w-md text-sm">
        {m['config.assistant.roles']}
        <textarea rows={3} className={`${inputClass} font-mono`} value={roles} onChange={(e) => setRoles(e.target.value)} />
      </label>
      <FormProblem text={problem} />
      <button type="submit" className={primaryButton} disabled={busy}>
        {m['config.save']}
      </button>
    </form>
  );
}
