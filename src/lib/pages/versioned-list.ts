import { atom } from 'nanostores';
import type * as v from 'valibot';
import { conflictMessage, conflictOf } from '../api/conflict.ts';
import { createLoader } from './loader.ts';
import { createSaving } from './saving.ts';

export interface Versioned {
  id: string;
  version: number;
}

/** The form open on one object: `version` is the one it was opened on, and a save on an older one is refused. */
export interface Editing<Input> {
  id: string | null;
  version: number;
  draft: Input;
}

export interface VersionedListWords {
  saved: string;
  deleted: string;
  'conflict.changedKept': string;
  'conflict.nothingDone': string;
  'conflict.someone': string;
}

/**
 * A settings page that lists versioned objects and edits them one form at a time (partners,
 * appointment locations): every answer is the whole list; a change made on an older version than
 * the server's is refused, the list then shows the object as it is now and the refusal says who
 * changed it and when. A form keeps what was typed, now on the new version, to be saved again.
 */
export function createVersionedList<T extends Versioned, Input>(options: {
  fetch: () => Promise<T[]>;
  schema: v.GenericSchema<unknown, T>;
  words: VersionedListWords;
}) {
  const { words } = options;
  const list = createLoader(options.fetch);
  const $editing = atom<Editing<Input> | null>(null);
  const $deleting = atom<T | null>(null);
  const saving = createSaving(words.saved);
  const removal = createSaving(words.deleted);

  /** The refusal's words when someone changed the object first (the list takes it in), or null for another failure. */
  const conflictWords = (error: unknown, template: string, keep?: (current: T) => void): string | null => {
    const conflict = conflictOf(error, options.schema);
    if (!conflict) return null;
    const current = conflict.current;
    list.set((list.data() ?? []).map((item) => (item.id === current.id ? current : item)));
    keep?.(current);
    return conflictMessage(conflict, template, words['conflict.someone']);
  };

  /** Runs a change; `keep` (for forms) takes the object's new version when someone changed it first. */
  const change = (action: () => Promise<void>, keep?: (current: T) => void) =>
    saving.save(async () => {
      try {
        await action();
      } catch (error) {
        const refused = conflictWords(
          error,
          keep ? words['conflict.changedKept'] : words['conflict.nothingDone'],
          keep,
        );
        throw refused === null ? error : new Error(refused);
      }
    });

  return {
    list,
    $editing,
    $deleting,
    saving,
    removal,
    change,
    open(editing: Editing<Input>) {
      saving.$problem.set('');
      $editing.set(editing);
    },
    editDraft(change: Partial<Input>) {
      const open = $editing.get();
      if (open) $editing.set({ ...open, draft: { ...open.draft, ...change } });
    },
    close() {
      $editing.set(null);
    },
    /** Saves the open form: a new object, or a change on the version the form was opened on. */
    saveEditing(
      create: (draft: Input) => Promise<T[]>,
      update: (id: string, version: number, draft: Input) => Promise<T[]>,
    ) {
      return change(
        async () => {
          const open = $editing.get();
          if (!open) return;
          list.set(open.id ? await update(open.id, open.version, open.draft) : await create(open.draft));
          $editing.set(null);
        },
        (current) => {
          const open = $editing.get();
          if (open) $editing.set({ ...open, version: current.version });
        },
      );
    },
    askToDelete(item: T) {
      removal.$problem.set('');
      $deleting.set(item);
    },
    cancelDelete() {
      $deleting.set(null);
    },
    /** Deletes the object asked about; `explain` may name a refusal of its own (a partner still in use). */
    async confirmDelete(remove: (item: T) => Promise<T[]>, explain?: (error: unknown, item: T) => string | null) {
      const item = $deleting.get();
      if (!item) return;
      await removal.save(async () => {
        try {
          list.set(await remove(item));
        } catch (error) {
          const refused = explain?.(error, item) ?? conflictWords(error, words['conflict.nothingDone']);
          throw refused === null ? error : new Error(refused);
        }
      });
      $deleting.set(null);
    },
    enter() {
      void list.load();
    },
    exit() {
      list.exit();
    },
  };
}
