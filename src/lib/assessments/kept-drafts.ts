import type { AssessmentOperation } from '../../../contract/assessment.ts';
import type { RowDraft } from './note-rows.ts';

/** Where unsaved drafts are kept (the browser's localStorage; a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Rows as typed when a save failed, and when: offered back the next time the note opens. */
export interface KeptDraft {
  kept_at: string;
  rows: RowDraft[];
}

const TEXT_FIELDS = [
  'item_guid',
  'part_name',
  'quantity',
  'labour_hours',
  'labour_rate',
  'part_price',
  'paint_materials',
  'remark',
] as const;
const OPERATIONS: readonly AssessmentOperation[] = ['replace', 'repair', 'paint', 'check'];

const isRow = (value: unknown): value is RowDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof row[field] === 'string') &&
    OPERATIONS.includes(row.operation as AssessmentOperation)
  );
};

/**
 * A note's drafts that failed to save (network down, someone saved first, the server failed), kept
 * in this browser per assignment and note version (a supplement's new version never gets the
 * previous one's rows), until they are saved or discarded. What was typed is never lost to a
 * failure; anything unreadable (another release's shape, a hand edit) is treated as nothing kept.
 * Each person's drafts are their own: someone else signing in on the same browser is offered none.
 */
export function createKeptDrafts(assignmentId: string, owner: () => string | null, storage?: DraftStorage) {
  // Looked up when used: the island's first render runs at build time too, with no browser storage.
  const kept = (): DraftStorage | null => {
    try {
      // Without a signed-in person there is no one to keep a draft for.
      return owner() === null ? null : (storage ?? globalThis.localStorage ?? null);
    } catch {
      return null;
    }
  };
  const key = (versionNo: number) => `claims.noteDraft.${owner() ?? ''}.${assignmentId}.${versionNo}`;
  return {
    keep(versionNo: number, rows: RowDraft[], now = new Date()) {
      const draft: KeptDraft = { kept_at: now.toISOString(), rows };
      try {
        kept()?.setItem(key(versionNo), JSON.stringify(draft));
      } catch {
        // A full or refused storage keeps nothing; the rows are still on the page.
      }
    },
    read(versionNo: number): KeptDraft | null {
      try {
        const value = JSON.parse(kept()?.getItem(key(versionNo)) ?? 'null') as Partial<KeptDraft> | null;
        if (!value || typeof value.kept_at !== 'string' || Number.isNaN(Date.parse(value.kept_at))) return null;
        if (!Array.isArray(value.rows) || !value.rows.every(isRow)) return null;
        return { kept_at: value.kept_at, rows: value.rows };
      } catch {
        return null;
      }
    },
    forget(versionNo: number) {
      try {
        kept()?.removeItem(key(versionNo));
      } catch {
        // Nothing to forget where nothing could be kept.
      }
    },
  };
}

export type KeptDrafts = ReturnType<typeof createKeptDrafts>;
