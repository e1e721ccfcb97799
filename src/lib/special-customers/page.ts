import { atom, computed } from 'nanostores';
import type { PartnerWork } from '../../../contract/partners.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { fetchPartnerWork, fetchSpecialCustomers, handOver, release } from './api.ts';

/**
 * /special-customers: the partners, the one chosen (the first until another is), its contacts and
 * the assignments it holds; assignments are handed over by number and taken back. Each change
 * answers with the partner's work, and the list's counts are brought up to date quietly.
 */
export function createSpecialCustomersPage(words: { 'specialCustomers.saved': string }) {
  const partners = createLoader(fetchSpecialCustomers);
  const $selected = atom<string | null>(null);
  const $current = computed([$selected, partners.$loaded], (selected, loaded) =>
    loaded.state === 'ready' ? (selected ?? loaded.data[0]?.id ?? null) : null,
  );
  const work = createLoader(() => fetchPartnerWork($current.get() ?? ''));
  const $number = atom('');
  const saving = createSaving(words['specialCustomers.saved']);
  const loadWork = () => {
    $number.set('');
    saving.clear();
    if ($current.get()) void work.load();
  };
  const changed = (answer: PartnerWork) => {
    work.set(answer);
    void fetchSpecialCustomers()
      .then(partners.set)
      .catch(() => undefined);
  };
  return {
    partners,
    work,
    $current,
    $number,
    saving,
    select(id: string) {
      if (id === $current.get()) return;
      $selected.set(id);
      loadWork();
    },
    setNumber: (number: string) => $number.set(number),
    handOver: () =>
      saving.save(async () => {
        const id = $current.get();
        if (!id) return;
        changed(await handOver(id, $number.get()));
        $number.set('');
      }),
    release: (assignmentId: string) =>
      saving.save(async () => {
        const id = $current.get();
        if (id) changed(await release(id, assignmentId));
      }),
    enter() {
      void partners.load().then(loadWork);
    },
    exit() {
      partners.exit();
      work.exit();
    },
  };
}

export type SpecialCustomersPage = ReturnType<typeof createSpecialCustomersPage>;
