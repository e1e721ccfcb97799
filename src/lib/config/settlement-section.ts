import { atom } from 'nanostores';
import * as v from 'valibot';
import type { Language } from '../../../contract/languages.ts';
import { SettlementSettingsSchema } from '../../../contract/settlement-settings.ts';
import { interpolate } from '../interpolate.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { fetchSettlementSettings, saveSettlementSettings } from './api.ts';
import { differences, isConflict } from './conflict.ts';
import { type DraftProblem, readDraft, rowKey, type SettlementDraft, shownDraft, toDraft } from './settlement-draft.ts';

export type SettlementWords = Record<DraftProblem['key'], string> & {
  'config.saved': string;
  'config.settlement.changedMeanwhile': string;
};

/** The rows a person adds and removes, each list with what a new row starts as. */
type RowList = 'reserve_defaults' | 'payment_limits' | 'refusal_reasons';
const NEW_ROWS = {
  reserve_defaults: () => ({
    key: rowKey(),
    product: '',
    damage_kind: 'collision' as const,
    indemnity_minor: '',
    expenses_minor: '',
  }),
  payment_limits: () => ({ key: rowKey(), role: '', limit: '' }),
  refusal_reasons: () => ({ key: rowKey(), code: '', name_en: '', name_ro: '' }),
};

/** A stale save's answer: the settings saved meanwhile and their version. */
const CurrentSchema = v.object({ settings: SettlementSettingsSchema, version: v.number() });

/**
 * The settlement section of /config: its own settings with their own version, apart from the
 * organisation's. What was typed is read on the page first (amounts, percents, days) and refused
 * beside its field; the server then judges the rest, its refusals beside their fields too. When
 * someone saved first, the form keeps what was typed, lists what they saved where it differs
 * (named by `label`), and the next save is made on their version.
 */
export function createSettlementSection(options: {
  lang: Language;
  words: SettlementWords;
  label: (path: string) => string | undefined;
}) {
  const { lang, words } = options;
  const settings = createLoader(fetchSettlementSettings);
  const $draft = atom<SettlementDraft | null>(null);
  const $version = atom(0);
  const $savedNow = atom<[string, string][]>([]);
  const saving = createSaving(words['config.saved']);
  const show = (loaded: { data: v.InferOutput<typeof SettlementSettingsSchema>; version: number }) => {
    $draft.set(toDraft(loaded.data, lang));
    $version.set(loaded.version);
  };
  let unsubscribe = () => {};
  const update = (change: (draft: SettlementDraft) => SettlementDraft) => {
    const draft = $draft.get();
    if (draft) $draft.set(change(draft));
  };

  return {
    settings,
    $draft,
    $version,
    $savedNow,
    saving,
    update,
    addRow(list: RowList) {
      update((draft) => ({ ...draft, [list]: [...draft[list], NEW_ROWS[list]()] }));
    },
    removeRow(list: RowList, key: number) {
      update((draft) => ({ ...draft, [list]: (draft[list] as { key: number }[]).filter((row) => row.key !== key) }));
    },
    async save() {
      const draft = $draft.get();
      if (!draft) return;
      const { settings: typed, problems } = readDraft(draft, lang);
      const refused = Object.entries(problems);
      if (refused.length > 0) {
        saving.clear();
        saving.$fields.set(
          Object.fromEntries(refused.map(([path, p]) => [path, interpolate(words[p.key], p.params ?? {})])),
        );
        return;
      }
      await saving.save(async () => {
        try {
          show(await saveSettlementSettings(typed, $version.get()));
          $savedNow.set([]);
        } catch (error) {
          const current = isConflict(error) ? v.safeParse(CurrentSchema, error.current) : null;
          if (!current?.success) throw error;
          $version.set(current.output.version);
          const theirs = shownDraft(toDraft(current.output.settings, lang));
          $savedNow.set(differences(theirs, shownDraft(draft), options.label));
          throw new Error(words['config.settlement.changedMeanwhile']);
        }
      });
    },
    enter() {
      unsubscribe = settings.$loaded.listen((loaded) => {
        if (loaded.state === 'ready') show(loaded.data);
      });
      void settings.load();
    },
    exit() {
      settings.exit();
      unsubscribe();
    },
  };
}

export type SettlementSection = ReturnType<typeof createSettlementSection>;
