import { atom } from 'nanostores';
import * as v from 'valibot';
import { StatusHelpSchema, type StatusesHelp } from '../../../contract/statuses-help.ts';
import { fieldProblems } from '../api/field-problems.ts';
import { createLoader } from '../pages/loader.ts';
import { showSnack } from '../stores/messages.ts';
import { fetchStatusesHelp, saveStatusHelp } from './api.ts';
import { type ConflictWords, conflictMessage, differences, isConflict } from './conflict.ts';

export interface HelpTexts {
  help_en: string;
  help_ro: string;
}

/** One status's form: what was typed (none until something is), and its last refusal. */
export interface HelpForm {
  draft?: HelpTexts;
  problem: string;
  /** The refusal's message for each field it names (`help_en`, `help_ro`). */
  fields: Record<string, string>;
  /** Someone else's saved texts, where they differ from what was typed, labelled as the form is. */
  savedNow: [string, string][];
}

export type StatusesHelpWords = ConflictWords & {
  'actions.saved': string;
  'statusesHelp.english': string;
  'statusesHelp.romanian': string;
};

const NO_FORM: HelpForm = { problem: '', fields: {}, savedNow: [] };

/** `{type}/{status}`: the key a status's help text is saved under. */
export const helpKey = (type: string, status: string) => `${type}/${status}`;

/**
 * /config/statuses/help: each type's statuses with their help texts, editable in both languages.
 * Each text is saved on the version shown; when someone else saved it first, the fresh text and
 * version go into the list, what was typed stays in the form, and the form says who saved and when
 * and shows their text beside the field it belongs to.
 */
export function createStatusesHelpPage(words: StatusesHelpWords) {
  const list = createLoader(fetchStatusesHelp);
  const $forms = atom<Record<string, HelpForm>>({});
  const label = (path: string) =>
    path === 'help_en' ? words['statusesHelp.english'] : path === 'help_ro' ? words['statusesHelp.romanian'] : path;
  const setForm = (key: string, change: Partial<HelpForm>) => {
    const forms = $forms.get();
    $forms.set({ ...forms, [key]: { ...(forms[key] ?? NO_FORM), ...change } });
  };
  /** The status as the page shows it. */
  const statusOf = (key: string) => {
    const [type, code] = key.split('/');
    return list
      .data()
      ?.find((t) => t.assignment_type === type)
      ?.statuses.find((s) => s.code === code);
  };
  const textsOf = (key: string): HelpTexts | undefined => {
    const typed = $forms.get()[key]?.draft;
    if (typed) return typed;
    const status = statusOf(key);
    return status && { help_en: status.help_en, help_ro: status.help_ro };
  };
  /** Takes in a status as someone else saved it. */
  const takeIn = (key: string, fresh: StatusesHelp[number]['statuses'][number]) => {
    const [type] = key.split('/');
    list.set(
      (list.data() ?? []).map((t) =>
        t.assignment_type === type ? { ...t, statuses: t.statuses.map((s) => (s.code === fresh.code ? fresh : s)) } : t,
      ),
    );
  };
  return {
    list,
    $forms,
    textsOf,
    edit(key: string, change: Partial<HelpTexts>) {
      const texts = textsOf(key);
      if (texts) setForm(key, { draft: { ...texts, ...change } });
    },
    async save(key: string) {
      const status = statusOf(key);
      const texts = textsOf(key);
      if (!status || !texts) return;
      try {
        list.set(await saveStatusHelp(key, status.version, texts));
        $forms.set({ ...$forms.get(), [key]: NO_FORM });
        showSnack('success', words['actions.saved']);
      } catch (error) {
        const current = isConflict(error) ? v.safeParse(StatusHelpSchema, error.current) : null;
        if (isConflict(error) && current?.success) {
          const fresh = current.output;
          takeIn(key, fresh);
          setForm(key, {
            draft: texts,
            problem: conflictMessage(error, words),
            fields: {},
            savedNow: differences({ help_en: fresh.help_en, help_ro: fresh.help_ro }, texts, label),
          });
        } else
          setForm(key, {
            problem: error instanceof Error ? error.message : String(error),
            fields: fieldProblems(error),
            savedNow: [],
          });
      }
    },
    enter() {
      void list.load();
    },
    exit() {
      list.exit();
    },
  };
}

export type StatusesHelpPage = ReturnType<typeof createStatusesHelpPage>;
