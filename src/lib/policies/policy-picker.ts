import { atom, computed } from 'nanostores';
import type { Language } from '../../../contract/languages.ts';
import {
  POLICY_SEARCH_MIN_LENGTH,
  type Policy,
  type PolicyStanding,
  policyStandingOn,
} from '../../../contract/policies.ts';
import { ensureSession } from '../auth/ensure-session.ts';
import { loadReferenceList } from '../reference/lists.ts';
import { searchPolicies } from './api.ts';

/** Typing pauses this long before a search goes out, so a number typed quickly costs one call. */
export const PICKER_DEBOUNCE_MS = 250;

/** What the status line says: nothing yet, the failure, no match, or how many were found. */
export type PickerStatus = 'idle' | 'failed' | 'none' | 'found';

/**
 * A combobox over the organisation's policy register (number, plate, VIN or holder): matches as
 * you type in a listbox the arrow keys move through, Enter chooses one, and the chosen policy's
 * standing on the event day is worked out here. `onChoose` hears every choice, and null when the
 * choice is cleared, so a form that embeds the picker keeps the policy it names.
 */
export function createPolicyPicker(lang: Language, onChoose: (policy: Policy | null) => void = () => {}) {
  const $text = atom('');
  const $results = atom<Policy[] | null>(null);
  const $failed = atom(false);
  /** The option the arrow keys are on; -1 for none. */
  const $active = atom(-1);
  const $chosen = atom<Policy | null>(null);
  /** The event day (YYYY-MM-DD) the standing is judged on; empty when the form has none yet. */
  const $eventDate = atom('');
  /** Product codes' names in the page's language (the policy_types reference list). */
  const $productNames = atom<Record<string, string>>({});
  const $status = computed([$failed, $results], (failed, results): PickerStatus => {
    if (failed) return 'failed';
    if (results === null) return 'idle';
    return results.length === 0 ? 'none' : 'found';
  });
  const $standing = computed([$chosen, $eventDate], (policy, day): PolicyStanding | null =>
    policy && /^\d{4}-\d{2}-\d{2}$/.test(day) ? policyStandingOn(policy, day) : null,
  );
  let round = 0;
  let gone = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = (query: string, mine: number) =>
    ensureSession()
      .then(() => searchPolicies(query))
      .then((found) => {
        // An older, slower answer never replaces a newer one.
        if (mine !== round || gone) return;
        $failed.set(false);
        $results.set(found);
        $active.set(-1);
      })
      .catch(() => mine === round && !gone && $failed.set(true));

  const choose = (policy: Policy | null) => {
    clearTimeout(timer);
    round++;
    $chosen.set(policy);
    $results.set(null);
    $active.set(-1);
    if (policy) $text.set(policy.policy_no);
    onChoose(policy);
  };

  const type = (text: string) => {
    $text.set(text);
    clearTimeout(timer);
    const mine = ++round;
    const query = text.trim();
    if (query.length < POLICY_SEARCH_MIN_LENGTH) {
      $results.set(null);
      $failed.set(false);
      return;
    }
    timer = setTimeout(() => void run(query, mine), PICKER_DEBOUNCE_MS);
  };

  return {
    $text,
    $results,
    $failed,
    $active,
    $status,
    $chosen,
    $eventDate,
    $standing,
    $productNames,
    type,
    choose,
    /** Forgets the chosen policy (the form then names none). */
    clear: () => choose(null),
    setEventDate: (day: string) => $eventDate.set(day),
    hover: (index: number) => $active.set(index),
    /** Moves through the matches, chooses the one Enter is on or closes the list; false for a key it leaves alone. */
    key(key: string): boolean {
      const results = $results.get();
      if (!results?.length) return false;
      const active = $active.get();
      const current = results[active];
      if (key === 'ArrowDown') $active.set((active + 1) % results.length);
      else if (key === 'ArrowUp') $active.set(active <= 0 ? results.length - 1 : active - 1);
      else if (key === 'Enter' && current) choose(current);
      else if (key === 'Escape') $results.set(null);
      else return false;
      return true;
    },
    /** The product's name in the page's language, or its code while the list loads. */
    productName: (code: string) => $productNames.get()[code] ?? code,
    enter() {
      void loadReferenceList('policy_types', lang)
        .then((items) => {
          if (!gone) $productNames.set(Object.fromEntries(items.map((i) => [i.code, i.name])));
        })
        .catch(() => {});
    },
    /** Answers arriving after the island has gone are dropped. */
    exit() {
      gone = true;
      clearTimeout(timer);
      round++;
    },
  };
}

export type PolicyPicker = ReturnType<typeof createPolicyPicker>;
