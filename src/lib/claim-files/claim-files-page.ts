import { atom } from 'nanostores';
import type { ClaimFileRow, ClaimFileState } from '../../../contract/claim-file-page.ts';
import { createLoader } from '../pages/loader.ts';
import * as api from './api.ts';

interface Shown {
  rows: ClaimFileRow[];
  next: string | null;
}

/**
 * /workflow: the organisation's claim files, newest first, open ones by default. "Load more" adds
 * the next page after the last one shown (keyset), so rows never repeat or go missing.
 */
export function createClaimFilesPage() {
  const $state = atom<ClaimFileState>('open');
  const $more = atom(false);
  /** Why the next page did not come ('' when it did). */
  const $moreProblem = atom('');
  const list = createLoader<Shown>(async () => {
    const page = await api.fetchClaimFiles($state.get(), null);
    return { rows: page.rows, next: page.next_cursor };
  });
  return {
    list,
    $state,
    $more,
    $moreProblem,
    choose(state: ClaimFileState) {
      $state.set(state);
      void list.load();
    },
    async loadMore() {
      const shown = list.data();
      if (!shown?.next || $more.get()) return;
      $more.set(true);
      $moreProblem.set('');
      try {
        const page = await api.fetchClaimFiles($state.get(), shown.next);
        list.set({ rows: [...shown.rows, ...page.rows], next: page.next_cursor });
      } catch (error) {
        $moreProblem.set(error instanceof Error ? error.message : String(error));
      } finally {
        $more.set(false);
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

export type ClaimFilesPage = ReturnType<typeof createClaimFilesPage>;
