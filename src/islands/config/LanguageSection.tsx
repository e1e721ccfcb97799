import { useState } from 'react';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { saveDefaultLanguage } from '../../lib/config/api.ts';
import { inputClass } from '../common/FormProblem.tsx';
import { SettingsForm, type SectionProps } from './SettingsForm.tsx';

/** The language new users start in, unless the configurator chooses one for them. */
export function LanguageSection({ settings, onSaved, m }: SectionProps) {
  const [language, setLanguage] = useState<Language>(settings.language.default_language);
  const typed = { default_language: language };
  return (
    <SettingsForm
      id="language"
      section="language"
      title={m['config.language']}
      settings={settings}
      typed={typed}
      save={(version) => saveDefaultLanguage(language, version)}
      onSaved={onSaved}
      m={m}
      fields={['default_language']}
      label={(path) => (path === 'default_language' ? m['config.language.default'] : undefined)}
    >
      {(refused) => (
        <div className="max-w-md text-sm">
          <label className="block">
            {m['config.language.default']}
            <select
              className={inputClass}
              value={language}
              onChange={(e) => setLanguage(e.target.value === 'ro' ? 'ro' : 'en')}
              {...refused.aria('default_language')}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {m[`config.language.${l}`]}
                </option>
              ))}
            </select>
          </label>
          <p className="mt-1 text-gray-700">{m['config.language.hint']}</p>
          {refused.message('default_language')}
        </div>
      )}
    </SettingsForm>
  );
}
