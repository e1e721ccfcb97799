import { atom } from 'nanostores';
import type { NoteItemHistoryRow } from '../../../contract/assignments.ts';
import { fetchItemHistory } from './api.ts';

/**
 * Where a noted part was noted before, one part at a time: opening a part asks for its history
 * (null while it comes, empty when it cannot be had), opening it again closes it, and an answer
 * that arrives after another part was opened is dropped.
 */
export function createPartHistory(assignmentId: string, fetchHistory = fetchItemHistory) {
  const $open = atom<string | null>(null);
  const $history = atom<NoteItemHistoryRow[] | null>(null);
  const toggle = async (itemGuid: string) => {
    if ($open.get() === itemGuid) {
      $open.set(null);
      return;
    }
    $open.set(itemGuid);
    $history.set(null);
    const rows = await fetchHistory(assignmentId, itemGuid).catch(() => []);
    if ($open.get() === itemGuid) $history.set(rows);
  };
  return { $open, $history, toggle };
}
