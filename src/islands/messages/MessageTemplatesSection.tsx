import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { type MessageTemplateInput, TEMPLATE_FIELDS } from '../../../contract/messages.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { createTemplatesSection, type TemplatesSection } from '../../lib/messages/templates-section.ts';
import { messageFor } from '../../lib/pages/saving.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import type { TemplatesMessages } from './templates-keys.ts';

const INPUTS: {
  key: keyof MessageTemplateInput;
  label: keyof TemplatesMessages;
  lang?: 'en' | 'ro';
  long?: boolean;
}[] = [
  { key: 'name', label: 'templates.name' },
  { key: 'subject_en', label: 'templates.subjectEn', lang: 'en' },
  { key: 'body_en', label: 'templates.bodyEn', lang: 'en', long: true },
  { key: 'subject_ro', label: 'templates.subjectRo', lang: 'ro' },
  { key: 'body_ro', label: 'templates.bodyRo', lang: 'ro', long: true },
];

/** One template's form: its name, and subject and text in each language. */
function TemplateForm({ section, m }: { section: TemplatesSection; m: TemplatesMessages }) {
  const editing = useStore(section.$editing);
  const draft = useStore(section.$draft);
  const busy = useStore(section.saving.$busy);
  const fields = useStore(section.saving.$fields);
  const problem = useStore(section.saving.$problem);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => focusNews(first.current), []);
  if (!editing) return null;
  return (
    <form
      aria-labelledby="template-form-title"
      noValidate
      className="space-y-2 rounded border border-gray-300 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void section.save();
      }}
    >
      <h3 id="template-form-title" className="font-semibold">
        {editing === 'new' ? m['templates.new'] : editing.name}
      </h3>
      {INPUTS.map((input) => {
        const id = `template-${input.key}`;
        const error = messageFor(fields, input.key);
        const common = {
          id,
          lang: input.lang,
          value: draft[input.key],
          className: inputClass,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div key={input.key}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium">
              {m[input.label]}
            </label>
            {input.long ? (
              <textarea {...common} rows={5} onChange={(e) => section.edit({ [input.key]: e.target.value })} />
            ) : (
              <input
                {...common}
                ref={input.key === 'name' ? first : undefined}
                onChange={(e) => section.edit({ [input.key]: e.target.value })}
              />
            )}
            <FieldError id={`${id}-error`} message={error ?? null} role="alert" />
          </div>
        );
      })}
      <FormProblem text={problem} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {editing === 'new' ? m['templates.add'] : m['templates.save']}
        </button>
        <button type="button" className={secondaryButton} onClick={section.close}>
          {m['templates.cancel']}
        </button>
      </div>
    </form>
  );
}

/** /config's message templates (configurators): the messages staff start from, in both languages. */
export function MessageTemplatesSection({ m }: { m: TemplatesMessages }) {
  const section = usePage(() =>
    createTemplatesSection({
      saved: m['templates.saved'],
      deleted: m['templates.deleted'],
      stale: m['templates.stale'],
    }),
  );
  const loaded = useStore(section.templates.$loaded);
  const editing = useStore(section.$editing);
  const news = useStore(section.$news);
  const busy = useStore(section.saving.$busy);
  const problem = useStore(section.saving.$problem);
  const newsLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (news) focusNews(newsLine.current);
  }, [news]);
  return (
    <section className={cardClass} aria-labelledby="templates-title">
      <h2 id="templates-title" className="text-lg font-semibold">
        {m['config.templates']}
      </h2>
      <p className="text-sm text-gray-800">{m['templates.intro']}</p>
      <p id="templates-fields" className="text-sm text-gray-800">
        {m['templates.placeholders']}
      </p>
      {/* The words in braces are what the configurator types: never translated, each with its meaning. */}
      <dl aria-labelledby="templates-fields" className="grid gap-x-3 text-sm sm:grid-cols-[auto_1fr]">
        {TEMPLATE_FIELDS.map((name) => (
          <div key={name} className="contents">
            <dt>
              <code translate="no" className="rounded bg-gray-100 px-1">{`{{${name}}}`}</code>
            </dt>
            <dd className="mb-1 sm:mb-0">{m[`templates.field.${name}`]}</dd>
          </div>
        ))}
      </dl>
      {loaded.state === 'loading' && <p role="status">{m['app.loading']}</p>}
      {loaded.state === 'failed' && <p role="alert">{m['templates.failed']}</p>}
      {loaded.state === 'ready' && loaded.data.length === 0 && <p>{m['templates.none']}</p>}
      {loaded.state === 'ready' && loaded.data.length > 0 && (
        <ul className="divide-y divide-gray-200">
          {loaded.data.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-medium">{template.name}</span>
              <span className="flex gap-2">
                <button type="button" className={secondaryButton} onClick={() => section.open(template)}>
                  {m['templates.edit']}
                  <span className="sr-only"> {template.name}</span>
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy}
                  onClick={() => void section.remove(template)}
                >
                  {m['templates.delete']}
                  <span className="sr-only"> {template.name}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {news && (
        <p ref={newsLine} role="status" className="text-sm font-medium">
          {news}
        </p>
      )}
      {!editing && <FormProblem text={problem} />}
      {editing ? (
        <TemplateForm key={editing === 'new' ? 'new' : editing.id} section={section} m={m} />
      ) : (
        <button type="button" className={primaryButton} onClick={() => section.open('new')}>
          {m['templates.new']}
        </button>
      )}
    </section>
  );
}
