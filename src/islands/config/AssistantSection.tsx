import { useState } from 'react';
import { saveAssistantSettings } from '../../lib/config/api.ts';
import { assistantLabel } from '../../lib/config/field-labels.ts';
import { RoleChoices } from '../common/RoleChoices.tsx';
import { SettingsForm, type SectionProps } from './SettingsForm.tsx';

/** Whether the assistant is on, and which roles may use it (spec.md config_assistants_roles), ticked from the catalogue. */
export function AssistantSection({ settings, onSaved, m, roles, lang }: SectionProps) {
  const [enabled, setEnabled] = useState(settings.assistant.enable_ai_assistant);
  const [chosen, setChosen] = useState(settings.assistant.assistant_roles);
  const typed = { enable_ai_assistant: enabled, assistant_roles: chosen };
  const toggle = (code: string, on: boolean) => {
    const others = chosen.filter((r) => r !== code);
    setChosen(on ? [...others, code] : others);
  };
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
          <RoleChoices
            className="text-sm"
            legend={m['config.assistant.roleChoice']}
            roles={roles}
            chosen={chosen}
            lang={lang}
            onToggle={toggle}
            errorId={refused.problem('assistant_roles') ? 'assistant-assistant_roles-error' : undefined}
          />
          {refused.message('assistant_roles')}
        </>
      )}
    </SettingsForm>
  );
}
