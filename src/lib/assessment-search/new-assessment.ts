import { atom } from 'nanostores';
import type { Language } from '../../../contract/languages.ts';
import { mayStartAssessmentWith } from '../../../contract/vehicle-search.ts';
import { localized } from '../auth/paths.ts';
import { createSaving } from '../pages/saving.ts';
import { $session } from '../stores/session-store.ts';
import { startAssessment } from './api.ts';

/**
 * "New assessment" on a claim file, wherever it is offered (the assessment search, the claim file
 * page): it asks first, then creates the assessment and opens it. A refusal (an open assessment
 * already, no right to) stays in `saving.$problem` for the page to show.
 */
export function createNewAssessment(lang?: Language, go: (url: string) => void = (url) => location.assign(url)) {
  const $asking = atom<string | null>(null);
  const $mayStart = atom(false);
  const saving = createSaving();
  let unbind = () => {};
  return {
    $asking,
    $mayStart,
    saving,
    /** Followed after mount: the session is the browser's (and may arrive later), not the pre-rendered page's. */
    enter() {
      unbind = $session.subscribe((session) => $mayStart.set(mayStartAssessmentWith(session?.profile.roles ?? [])));
    },
    exit: () => unbind(),
    ask(claimFileNo: string) {
      saving.clear();
      $asking.set(claimFileNo);
    },
    cancel: () => $asking.set(null),
    async confirm() {
      const claimFileNo = $asking.get();
      if (!claimFileNo) return;
      const created = await saving.save(() => startAssessment(claimFileNo));
      $asking.set(null);
      if (created) go(localized(`/assignments/view/${created.id}`, lang));
    },
  };
}

export type NewAssessment = ReturnType<typeof createNewAssessment>;
