import { useRef, useState } from 'react';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import type { TrackerSettings } from '../../../contract/settings.ts';
import { saveTrackerTexts } from '../../lib/config/api.ts';
import { trackerLabel } from '../../lib/config/field-labels.ts';
import { inputClass, secondaryButton } from '../common/FormProblem.tsx';
import { SettingsForm, type SectionProps } from './SettingsForm.tsx';

type Texts = TrackerSettings['en'];
const TEXT_FIELDS = [
  'title',
  'case_identifier_name',
  'search_message',
  'not_found_message',
  'phone',
  'email',
  'hours',
] as const;
const OTHER_FIELDS = ['security.message', 'security.error_message', 'action.name', 'action.url'];

/** The paths of the inputs in both languages (each step has its own), whose refusals show beside them. */
const fieldsOf = (draft: TrackerSettings) =>
  LANGUAGES.flatMap((lang) =>
    [...TEXT_FIELDS, ...OTHER_FIELDS, ...draft[lang].steps.map((_, i) => `steps.${i}`)].map((f) => `${lang}.${f}`),
  );

const EMPTY_TEXTS: Texts = {
  title: '',
  case_identifier_name: '',
  search_message: '',
  not_found_message: '',
  security: { message: '', error_message: '' },
  steps: [
    { label: '', icon: 'description', description: '' },
    { label: '', icon: 'payments', description: '' },
  ],
  action: null,
  phone: '',
  email: '',
  hours: '',
};

/** The public tracker's texts, steps and action button, in both languages side by side. */
export function TrackerSection({ settings, onSaved, m }: SectionProps) {
  const [draft, setDraft] = useState<TrackerSettings>(settings.tracker ?? { en: EMPTY_TEXTS, ro: EMPTY_TEXTS });
  const update = (lang: Language, change: Partial<Texts>) =>
    setDraft({ ...draft, [lang]: { ...draft[lang], ...change } });
  // Each step row keeps its identity while steps are removed, so the inputs after it keep their text and focus.
  const nextStepId = useRef(draft.en.steps.length);
  const [stepIds, setStepIds] = useState(() => draft.en.steps.map((_, i) => i));
  // Steps are the same in both languages: adding or removing one does it in both.
  const addStep = () => {
    setDraft({
      en: { ...draft.en, steps: [...draft.en.steps, { label: '', icon: 'circle', description: '' }] },
      ro: { ...draft.ro, steps: [...draft.ro.steps, { label: '', icon: 'circle', description: '' }] },
    });
    setStepIds([...stepIds, nextStepId.current++]);
  };
  const removeStep = (i: number) => {
    setDraft({
      en: { ...draft.en, steps: draft.en.steps.filter((_, j) => j !== i) },
      ro: { ...draft.ro, steps: draft.ro.steps.filter((_, j) => j !== i) },
    });
    setStepIds(stepIds.filter((_, j) => j !== i));
  };
  return (
    <SettingsForm
      id="tracker"
      section="tracker"
      title={m['config.tracker']}
      settings={settings}
      typed={draft}
      save={(version) => saveTrackerTexts(draft, version)}
      onSaved={onSaved}
      m={m}
      fields={fieldsOf(draft)}
      label={trackerLabel(m)}
      buttons={
        <button type="button" className={secondaryButton} onClick={addStep} disabled={draft.en.steps.length >= 8}>
          {m['config.tracker.addStep']}
        </button>
      }
    >
      {(refused) => (
        <div className="grid gap-6 lg:grid-cols-2">
          {LANGUAGES.map((lang) => {
            const texts = draft[lang];
            const { action } = texts;
            return (
              <fieldset key={lang} className="space-y-2">
                <legend className="font-semibold">{m[`config.language.${lang}`]}</legend>
                {TEXT_FIELDS.map((field) => (
                  <div key={field}>
                    <label className="block text-sm">
                      {m[`config.tracker.${field}`]}
                      <input
                        className={inputClass}
                        lang={lang}
                        value={texts[field]}
                        onChange={(e) => update(lang, { [field]: e.target.value })}
                        {...refused.aria(`${lang}.${field}`)}
                      />
                    </label>
                    {refused.message(`${lang}.${field}`)}
                  </div>
                ))}
                <label className="block text-sm">
                  {m['config.tracker.security']}
                  <input
                    className={inputClass}
                    lang={lang}
                    value={texts.security.message}
                    onChange={(e) => update(lang, { security: { ...texts.security, message: e.target.value } })}
                    {...refused.aria(`${lang}.security.message`)}
                  />
                </label>
                {refused.message(`${lang}.security.message`)}
                <label className="block text-sm">
                  {m['config.tracker.securityError']}
                  <input
                    className={inputClass}
                    lang={lang}
                    value={texts.security.error_message}
                    onChange={(e) => update(lang, { security: { ...texts.security, error_message: e.target.value } })}
                    {...refused.aria(`${lang}.security.error_message`)}
                  />
                </label>
                {refused.message(`${lang}.security.error_message`)}
                <ol className="list-inside list-decimal space-y-1">
                  {texts.steps.map((step, i) => (
                    <li key={stepIds[i]} className="flex flex-wrap items-center gap-2">
                      <input
                        aria-label={`${m['config.tracker.step']} ${i + 1} (${m[`config.language.${lang}`]})`}
                        className={`${inputClass} flex-1`}
                        lang={lang}
                        value={step.label}
                        onChange={(e) =>
                          update(lang, {
                            steps: texts.steps.map((s, j) => (j === i ? { ...s, label: e.target.value } : s)),
                          })
                        }
                        {...refused.aria(`${lang}.steps.${i}`)}
                      />
                      {lang === 'en' && (
                        <button
                          type="button"
                          className={secondaryButton}
                          aria-label={`${m['config.tracker.removeStep']} ${i + 1}`}
                          onClick={() => removeStep(i)}
                        >
                          ✕
                        </button>
                      )}
                      {refused.message(`${lang}.steps.${i}`)}
                      <input
                        aria-label={`${m['config.tracker.stepDescription']} ${i + 1}, ${m[`config.language.${lang}`]}`}
                        className={`${inputClass} w-full text-sm`}
                        lang={lang}
                        value={step.description}
                        onChange={(e) =>
                          update(lang, {
                            steps: texts.steps.map((s, j) => (j === i ? { ...s, description: e.target.value } : s)),
                          })
                        }
                        {...refused.aria(`${lang}.steps.${i}.description`)}
                      />
                      {refused.message(`${lang}.steps.${i}.description`)}
                    </li>
                  ))}
                </ol>
                <fieldset className="space-y-1">
                  <legend className="text-sm">{m['config.tracker.action']}</legend>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={action !== null}
                      onChange={(e) =>
                        update(lang, { action: e.target.checked ? { type: 'link', url: 'https://', name: '' } : null })
                      }
                    />
                    {m['config.tracker.actionShown']}
                  </label>
                  {action && (
                    <div className="grid grid-cols-2 gap-2">
                      <label className="text-sm">
                        {m['config.tracker.actionName']}
                        <input
                          className={inputClass}
                          lang={lang}
                          value={action.name}
                          onChange={(e) => update(lang, { action: { ...action, name: e.target.value } })}
                          {...refused.aria(`${lang}.action.name`)}
                        />
                        {refused.message(`${lang}.action.name`)}
                      </label>
                      <label className="text-sm">
                        {m['config.tracker.actionUrl']}
                        <input
                          className={inputClass}
                          value={action.url}
                          onChange={(e) => update(lang, { action: { ...action, url: e.target.value } })}
                          {...refused.aria(`${lang}.action.url`)}
                        />
                        {refused.message(`${lang}.action.url`)}
                      </label>
                    </div>
                  )}
                </fieldset>
              </fieldset>
            );
          })}
        </div>
      )}
    </SettingsForm>
  );
}
