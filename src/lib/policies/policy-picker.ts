import { atom, computed } from 'nanostores';
import type { Language } from '../../../contract/languages.ts';
import {
  POLICY_SEARCH_MIN_LENGTH,
  type Policy,
  type PolicyStanding,
  policyStandingOn,
} from '../../../contract/policies.ts';
import { createTypeahead, TYPEAHEAD_DEBOUNCE_MS } from '../pages/typeahead.ts';
import { loadReferenceList } from '../reference/lists.ts';
import { searchPolicies } from './api.ts';

export const PICKER_DEBOUNCE_MS = TYPEAHEAD_DEBOUNCE_MS;

/**
 * A combobox over the organisation's policy register (number, plate, VIN or holder): matches as
 * you type in a listbox the arrow keys move through, Enter chooses one, and the chosen policy's
 * standing on the event day is worked out here. `onChoose` hears every choice, and null when the
 * choice is cleared, so a form that embeds the picker keeps the policy it names.
 */
export function createPolicyPicker(lang: Language, onChoose: (policy: Policy | null) => void = () => {}) {
  const $chosen = atom<Policy | null>(null);
  /** The event day (YYYY-MM-DD) the standing is judged on; empty when the form has none yet. */
  const $eventDate = atom('');
  /** Product codes' names in the page's language (the policy_types reference list). */
  const $productNames = atom<Record<string, string>>({});
  const $standing = computed([$chosen, $eventDate], (policy, day): PolicyStanding | null =>
    policy && /^\d{4}-\d{2}-\d{2}$/.test(day) ? policyStandingOn(policy, day) : null,
  );
  let gone = false;

  const choose = (policy: Policy | null) => {
    box.stop();
    $chosen.set(policy);
    box.$results.set(null);
    box.$active.set(-1);
    if (policy) box.$text.set(policy.policy_no);
    onChoose(policy);
  };
  const box = createTypeahead({ search: searchPolicies, minLength: POLICY_SEARCH_MIN_LENGTH, pick: choose });

  return {
    $text: box.$text,
    $results: box.$results,
    $failed: box.$failed,
    $active: box.$active,
    $status: box.$status,
    $chosen,
    $eventDate,
    $standing,
    $productNames,
    type: box.type,
    choose,
    /** Forgets the chosen policy (the form then names none). */
    clear: () => choose(null),
    setEventDate: (day: string) => $eventDate.set(day),
    hover: box.hover,
    key: box.key,
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
      box.stop();
    },
  };
}

export type PolicyPicker = ReturnType<typeof createPolicyPicker>;
