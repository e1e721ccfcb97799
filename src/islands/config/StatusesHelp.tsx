import { useStore } from '@nanostores/react';
import type { StatusesHelp as StatusesHelpData } from '../../../contract/statuses-help.ts';
import type { Language } from '../../../contract/languages.ts';
import { CANCELLED_STATUS } from '../../../contract/assignments.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { generalProblem } from '../../lib/pages/saving.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createStatusesHelpPage, helpKey } from '../../lib/config/statuses-help-page.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { invalidProps } from '../common/field-aria.ts';
import { FieldError } from '../common/TextField.tsx';
import { CONFLICT_KEYS, SavedNow } from './conflict.tsx';

export const STATUSES_HELP_KEYS = [
  'app.loading',
  'statusesHelp.failed',
  'statusesHelp.english',
  'statusesHelp.romanian',
  'statusesHelp.save',
  'statusesHelp.next',
  'statusesHelp.nothing',
  'statusesHelp.withReason',
  'statusesHelp.reopening',
  'actions.saved',
  ...CONFLICT_KEYS,
] as const;
type Messages = Record<(typeof STATUSES_HELP_KEYS)[number], string>;
type TypeStatuses = StatusesHelpData[number]['statuses'];

/** "Can move to: Inspected, Cancelled (with a reason)": a status's transitions and what each needs. */
function nextOf(status: TypeStatuses[number], all: TypeStatuses, lang: Language, m: Messages): string {
  const nameOf = (code: string) => {
    const found = all.find((s) => s.code === code);
    return found ? (lang === 'ro' ? found.name_ro : found.name_en) : code;
  };
  const needs = (code: string) =>
    status.is_final
      ? ` (${m['statusesHelp.reopening']})`
      : code === CANCELLED_STATUS
        ? ` (${m['statusesHelp.withReason']})`
        : '';
  const list = status.next_codes.map((code) => `${nameOf(code)}${needs(code)}`).join(', ');
  return interpolate(m['statusesHelp.next'], { list: list || m['statusesHelp.nothing'] });
}

/**
 * /config/statuses/help: each assignment type's statuses, where each can move to, and the help texts
 * staff see, editable in both languages. Each text is saved on the version shown; when someone else
 * saved it first, what was typed stays in the form, the page says who saved and when and shows their text.
 */
export default function StatusesHelp({ lang, messages: m }: { lang: Language; messages: Messages }) {
  const page = usePage(() => createStatusesHelpPage(m));
  const loaded = useStore(page.list.$loaded);
  const forms = useStore(page.$forms);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['statusesHelp.failed']}</p>;
  const field = 'w-full rounded border border-gray-400 bg-surface px-2 py-1';
  return (
    <div className="space-y-6">
      {loaded.data.map((type: StatusesHelpData[number]) => (
        <section
          key={type.assignment_type}
          aria-labelledby={`type-${type.assignment_type}`}
          className="space-y-3 rounded bg-surface p-4 shadow"
        >
          <h2 id={`type-${type.assignment_type}`} className="text-lg font-semibold">
            {type.type_name}
          </h2>
          {type.statuses.map((status) => {
            const key = helpKey(type.assignment_type, status.code);
            const form = forms[key];
            const draft = form?.draft ?? { help_en: status.help_en, help_ro: status.help_ro };
            const fields = form?.fields ?? {};
            const problem = generalProblem(form?.problem ?? '', fields, ['help_en', 'help_ro']);
            const errorId = (lang: string) => `help-${type.assignment_type}-${status.code}-${lang}-error`;
            const name = lang === 'ro' ? status.name_ro : status.name_en;
            return (
              <form
                key={key}
                noValidate
                aria-label={`${type.type_name}: ${name}`}
                className="grid gap-2 border-t border-gray-200 pt-3 md:grid-cols-[12rem_1fr_1fr_auto] md:items-end"
                onSubmit={(e) => {
                  e.preventDefault();
                  void page.save(key);
                }}
              >
                <div>
                  <StatusBadge name={name} color={status.color} />
                  <p className="mt-1 text-sm text-gray-700">{nextOf(status, type.statuses, lang, m)}</p>
                </div>
                <div>
                  <label className="text-sm">
                    {m['statusesHelp.english']}
                    <textarea
                      className={field}
                      rows={2}
                      value={draft.help_en}
                      onChange={(e) => page.edit(key, { help_en: e.target.value })}
                      {...invalidProps(errorId('en'), fields.help_en)}
                    />
                  </label>
                  <FieldError id={errorId('en')} message={fields.help_en ?? null} role="alert" />
                </div>
                <div>
                  <label className="text-sm">
                    {m['statusesHelp.romanian']}
                    <textarea
                      className={field}
                      rows={2}
                      value={draft.help_ro}
                      onChange={(e) => page.edit(key, { help_ro: e.target.value })}
                      {...invalidProps(errorId('ro'), fields.help_ro)}
                    />
                  </label>
                  <FieldError id={errorId('ro')} message={fields.help_ro ?? null} role="alert" />
                </div>
                <button type="submit" className="rounded bg-brand px-3 py-1.5 font-semibold text-white">
                  {m['statusesHelp.save']}
                </button>
                {problem && (
                  <p role="alert" className="text-sm text-red-800 md:col-span-4">
                    {problem}
                  </p>
                )}
                {problem && form && form.savedNow.length > 0 && (
                  <div className="md:col-span-4">
                    <SavedNow rows={form.savedNow} m={m} />
                  </div>
                )}
              </form>
            );
          })}
        </section>
      ))}
    </div>
  );
}
