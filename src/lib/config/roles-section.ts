import { atom } from 'nanostores';
import * as v from 'valibot';
import type { CatalogueRole } from '../../../contract/role-catalogue.ts';
import type { Loader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import * as api from './api.ts';
import { type ConflictWords, conflictMessage, isConflict } from './conflict.ts';

/** A role being added (`renaming` null) or one of the organisation's being renamed, at the version it was shown. */
export interface RoleDraft {
  renaming: string | null;
  version: number;
  code: string;
  name_en: string;
  name_ro: string;
}

const NEW_ROLE: RoleDraft = { renaming: null, version: 0, code: '', name_en: '', name_ro: '' };
const StaleRoleSchema = v.object({ code: v.string(), name_en: v.string(), name_ro: v.string(), version: v.number() });

/** The fields of the role form, each with its input: a refusal of one is shown beside it. */
export const ROLE_FIELDS = ['code', 'name_en', 'name_ro'] as const;

/**
 * The roles section of /config: the catalogue the whole page picks roles from, a configurator's
 * new role (a code and its names in both languages) and new names for one of the organisation's
 * own. A rename is made on the version shown; when someone renamed the role first, the form keeps
 * what was typed, says who did it and when, and the next save is made on their version.
 */
export function createRolesSection(options: {
  catalogue: Loader<CatalogueRole[]>;
  words: ConflictWords & { 'config.saved': string };
  /** Hears of every change (the page reloads its changes log). */
  onChanged: () => void;
}) {
  const { catalogue, words } = options;
  const $draft = atom<RoleDraft | null>(null);
  const saving = createSaving(words['config.saved'], ROLE_FIELDS);
  const changed = (list: CatalogueRole[]) => {
    catalogue.set(list);
    options.onChanged();
  };
  return {
    $draft,
    saving,
    addNew() {
      saving.clear();
      $draft.set(NEW_ROLE);
    },
    rename(role: CatalogueRole) {
      saving.clear();
      $draft.set({
        renaming: role.code,
        version: role.version,
        code: role.code,
        name_en: role.name_en,
        name_ro: role.name_ro,
      });
    },
    editDraft(change: Partial<Pick<RoleDraft, 'code' | 'name_en' | 'name_ro'>>) {
      const draft = $draft.get();
      if (draft) $draft.set({ ...draft, ...change });
    },
    close: () => $draft.set(null),
    submit: () =>
      saving.save(async () => {
        const draft = $draft.get();
        if (!draft) return;
        const names = { name_en: draft.name_en, name_ro: draft.name_ro };
        if (draft.renaming === null) changed(await api.addRole({ code: draft.code, ...names }));
        else {
          try {
            changed(await api.renameRole(draft.renaming, draft.version, names));
          } catch (error) {
            const current = isConflict(error) ? v.safeParse(StaleRoleSchema, error.current) : null;
            if (!isConflict(error) || !current?.success) throw error;
            $draft.set({ ...draft, version: current.output.version });
            // Loaded quietly: reloading through the loader would empty the page while it waits.
            void api.fetchRoleCatalogue().then(catalogue.set, () => undefined);
            throw new Error(conflictMessage(error, words));
          }
        }
        $draft.set(null);
      }),
    // The catalogue is the page's, loaded with it: the section itself has nothing to load.
    enter() {},
    exit() {
      $draft.set(null);
    },
  };
}

export type RolesSection = ReturnType<typeof createRolesSection>;
