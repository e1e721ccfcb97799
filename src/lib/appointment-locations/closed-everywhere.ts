import { atom } from 'nanostores';
import type { ClosedEverywhere } from '../../../contract/appointment-locations.ts';
import { ApiError } from '../api/api-error.ts';
import { interpolate } from '../interpolate.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { fetchClosedEverywhere, saveClosedEverywhere } from './api.ts';
import { parseClosedDays, shownDay } from './closed-days.ts';

export interface ClosedEverywhereWords {
  'locations.saved': string;
  'locations.badDay': string;
}

const asText = (closed: ClosedEverywhere) => closed.days.map(shownDay).join('\n');

/**
 * The days every location is closed, typed as dd.MM.yyyy one a line. A line that is no day is named
 * before anything is sent; a change someone made meanwhile is refused and shown as it is now.
 */
export function createClosedEverywhere(words: ClosedEverywhereWords) {
  const closed = createLoader(fetchClosedEverywhere);
  const $text = atom('');
  const saving = createSaving(words['locations.saved']);
  const show = (now: ClosedEverywhere) => {
    closed.set(now);
    $text.set(asText(now));
  };
  return {
    closed,
    $text,
    saving,
    type(text: string) {
      $text.set(text);
    },
    async save() {
      const current = closed.data();
      if (!current) return;
      const typed = parseClosedDays($text.get());
      if (typed.bad.length > 0) {
        saving.clear();
        saving.$problem.set(typed.bad.map((day) => interpolate(words['locations.badDay'], { day })).join(' '));
        return;
      }
      const kept = await saving.save(async () => {
        try {
          return await saveClosedEverywhere(typed.days, current.version);
        } catch (error) {
          // Someone changed them meanwhile: the page shows their days, with the refusal beside them.
          if (error instanceof ApiError && error.code === 'conflict' && error.current)
            show(error.current as ClosedEverywhere);
          throw error;
        }
      });
      if (kept) show(kept);
    },
    async enter() {
      await closed.load();
      const loaded = closed.data();
      if (loaded) $text.set(asText(loaded));
    },
    exit() {
      closed.exit();
    },
  };
}

export type ClosedEverywherePage = ReturnType<typeof createClosedEverywhere>;
