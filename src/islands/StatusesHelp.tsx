import { useState } from 'react';
import * as v from 'valibot';
import { StatusHelpSchema, type StatusesHelp as StatusesHelpData } from '../../contract/statuses-help.ts';
import type { Language } from '../../contract/languages.ts';
import { CANCELLED_STATUS } from '../../contract/assignments.ts';
import { interpolate } from '../lib/interpolate.ts';
import { fetchStatusesHelp, saveStatusHelp } from '../lib/settings/api.ts';
import { showSnack } from '../lib/stores/messages.ts';
import { useLoad } from '../lib/use-load.ts';
import { StatusBadge } from './parts/StatusBadge.tsx';
import { conflictMessage, differences, isConflict } from '../lib/settings/conflict.ts';
import { CONFLICT_KEYS, SavedNow } from './config/conflict.tsx';

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
  const { loaded, set } = useLoad(fetchStatusesHelp, 'statuses');
  const [drafts, setDrafts] = useState<Record<string, { help_en: string; help_ro: string }>>({});
  const [problem, setProblem] = useState<Record<string, string>>({});
  const [savedNow, setSavedNow] = useState<Record<string, [string, string][]>>({});
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['statusesHelp.failed']}</p>;
  const save = async (key: string, version: number, texts: { help_en: string; help_ro: string }) => {
    try {
      set(await saveStatusHelp(key, version, texts));
      setProblem({ ...problem, [key]: '' });
      setSavedNow({ ...savedNow, [key]: [] });
      showSnack('success', m['actions.saved']);
    } catch (error) {
      const current = isConflict(error) ? v.safeParse(StatusHelpSchema, error.current) : null;
      if (isConflict(error) && current?.success) {
        // The fresh text and version go into the list; the draft keeps what was typed.
        const [type] = key.split('/');
        const fresh = current.output;
        set(
          loaded.data.map((t) =>
            t.assignment_type === type
              ? { ...t, statuses: t.statuses.map((s) => (s.code === fresh.code ? fresh : s)) }
              : t,
          ),
        );
        setDrafts({ ...drafts, [key]: texts });
        setSavedNow({ ...savedNow, [key]: differences({ help_en: fresh.help_en, help_ro: fresh.help_ro }, texts) });
        setProblem({ ...problem, [key]: conflictMessage(error, m) });
      } else setProblem({ ...problem, [key]: error instanceof Error ? error.message : String(error) });
    }
  };
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
            const key = `${type.assignment_type}/${status.code}`;
            const draft = drafts[key] ?? { help_en: status.help_en, help_ro: status.help_ro };
            const name = lang === 'ro' ? status.name_ro : status.name_en;
            return (
              <form
                key={key}
                noValidate
                aria-label={`${type.type_name}: ${name}`}
                className="grid gap-2 border-t border-gray-200 pt-3 md:grid-cols-[12rem_1fr_1fr_auto] md:items-end"
                onSubmit={(e) => {
                  e.preventDefault();
                  void save(key, status.version, draft);
                }}
              >
                <div>
                  <StatusBadge name={name} color={status.color} />
                  <p className="mt-1 text-sm text-gray-700">{nextOf(status, type.statuses, lang, m)}</p>
                </div>
                <label className="text-sm">
                  {m['statusesHelp.english']}
                  <textarea
                    className={field}
                    rows={2}
                    value={draft.help_en}
                    onChange={(e) => setDrafts({ ...drafts, [key]: { ...draft, help_en: e.target.value } })}
                  />
                </label>
                <label className="text-sm">
                  {m['statusesHelp.romanian']}
                  <textarea
                    className={field}
                    rows={2}
                    value={draft.help_ro}
                    onChange={(e) => setDrafts({ ...drafts, [key]: { ...draft, help_ro: e.target.value } })}
                  />
                </label>
                <button type="submit" className="rounded bg-brand px-3 py-1.5 font-semibold text-white">
                  {m['statusesHelp.save']}
                </button>
                {problem[key] && (
                  <p role="alert" className="text-sm text-red-800 md:col-span-4">
                    {problem[key]}
                  </p>
                )}
                {problem[key] && savedNow[key] && (
                  <div className="md:col-span-4">
                    <SavedNow rows={savedNow[key]} m={m} />
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
