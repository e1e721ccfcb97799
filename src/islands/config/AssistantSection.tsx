import { useState } from 'react';
import { saveAssistantSettings } from '../../lib/config/api.ts';
import { inputClass } from '../common/FormProblem.tsx';
import { SettingsForm, type SectionProps } from './SettingsForm.tsx';
import { assistantLabel } from '../../lib/config/field-labels.ts';
import { splitList } from '../../lib/split-list.ts';

/** Whether the assistant is on, and which roles may use it (spec.md config_assistants_roles). */
export function AssistantSection({ settings, onSaved, m }: SectionProps) {
  const [enabled, setEnabled] = useState(settings.assistant.enable_ai_assistant);
  const [roles, setRoles] = useState(settings.assistant.assistant_roles.join('\n'));
  const typed = { enable_ai_assistant: enabled, assistant_roles: splitList(roles) };
  return (
    <SettingsForm
      id="assistant"
      section="assistant"
      title={m['config.assistant']}
      settings={settings}
      typed={typed}
      save={(version) => saveAssistantSettings(typed, version)}
      onSaved={onSaved}
      m={m}
      fields={['enable_ai_assistant', 'assistant_roles']}
      label={assistantLabel(m)}
    >
      {(refused) => (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
              {...refused.aria('enable_ai_assistant')}
            />
            {m['config.assistant.enabled']}
          </label>
          {refused.message('enable_ai_assistant')}
          <div className="max-w-md">
            <label className="block text-sm">
              {m['config.assistant.roles']}
              <textarea
                rows={3}
                className={`${inputClass} font-mono`}
                value={roles}
                onChange={(e) => setRoles(e.target.value)}
                {...refused.aria('assistant_roles')}
              />
            </label>
            {refused.message('assistant_roles')}
          </div>
        </>
      )}
    </SettingsForm>
  );
}
