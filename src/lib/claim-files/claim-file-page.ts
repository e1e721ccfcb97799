import { atom } from 'nanostores';
import type { PartyInput, PartyRole } from '../../../contract/claim-file.ts';
import { ClaimFileDetailSchema, type ClaimFileDetail, type EventFields } from '../../../contract/claim-file-page.ts';
import { conflictMessage, conflictOf } from '../api/conflict.ts';
import { createNewAssessment } from '../assessment-search/new-assessment.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving, type Saving } from '../pages/saving.ts';
import { lastPathSegment } from '../path-segment.ts';
import * as api from './api.ts';

export interface ClaimFileWords {
  'claimFile.saved': string;
  'conflict.changedKept': string;
  'conflict.someone': string;
}

/** Every input of the event form, as typed (empty for what is not known). */
export type EventDraft = { [K in keyof EventFields]-?: string };
/** One person as typed; `key` tells the rows of the form apart while people are added and removed. */
export type PartyDraft = { [K in keyof PartyInput]-?: K extends 'role' ? PartyRole : string } & { key: string };
let drafts = 0;
const draftKey = () => `party-${++drafts}`;

export const EVENT_FIELDS = [
  'event_date',
  'event_time',
  'event_place',
  'event_county',
  'event_country',
  'description',
  'police_report_no',
  'damage',
] as const;
const PARTY_FIELDS = [
  'phone',
  'email',
  'address',
  'plate',
  'vehicle',
  'insurer',
  'insurer_policy_no',
  'remark',
] as const;

/** A form open on the file: the version it was opened on (or last learned of), and what has been typed. */
interface Open<Draft> {
  version: number;
  draft: Draft;
}

const eventDraftOf = (file: ClaimFileDetail): EventDraft =>
  Object.fromEntries(EVENT_FIELDS.map((field) => [field, file.event[field] ?? ''])) as EventDraft;

export const emptyParty = (role: PartyRole): PartyDraft => ({
  key: draftKey(),
  role,
  name: '',
  ...(Object.fromEntries(PARTY_FIELDS.map((field) => [field, ''])) as Omit<PartyDraft, 'role' | 'name' | 'key'>),
});
const partyDraftOf = (party: ClaimFileDetail['parties'][number]): PartyDraft => ({
  key: draftKey(),
  role: party.role,
  name: party.name,
  ...(Object.fromEntries(PARTY_FIELDS.map((field) => [field, party[field] ?? ''])) as Omit<
    PartyDraft,
    'role' | 'name' | 'key'
  >),
});

/**
 * /workflow/claim-file/{claim_file_no}: the claim file, and its two forms (the event, the people).
 * Each saves on the version it was opened on; when someone changed the file first, the page shows
 * the file as it is now, the form keeps what was typed on the new version, and the refusal says
 * who changed it and when.
 */
export function createClaimFilePage(words: ClaimFileWords) {
  const file = createLoader(() => api.fetchClaimFile(lastPathSegment()));
  const $event = atom<Open<EventDraft> | null>(null);
  const $parties = atom<Open<PartyDraft[]> | null>(null);
  const eventSaving = createSaving(words['claimFile.saved'], EVENT_FIELDS);
  const partiesSaving = createSaving(words['claimFile.saved']);
  // The same "New assessment" as the assessment search's: asks, creates, opens it.
  const newAssessment = createNewAssessment();

  /** Sends one form; on a conflict the file shown becomes the current one and the form moves to its version. */
  const send = <Draft>(
    saving: Saving,
    $form: typeof $event | typeof $parties,
    call: (no: string, open: Open<Draft>) => Promise<ClaimFileDetail>,
  ) =>
    saving.save(async () => {
      const shown = file.data();
      const open = $form.get() as Open<Draft> | null;
      if (!shown || !open) return;
      try {
        file.set(await call(shown.claim_file_no, open));
        $form.set(null);
      } catch (error) {
        const conflict = conflictOf(error, ClaimFileDetailSchema);
        if (!conflict) throw error;
        file.set(conflict.current);
        $form.set({ ...open, version: conflict.current.version } as never);
        throw new Error(conflictMessage(conflict, words['conflict.changedKept'], words['conflict.someone']));
      }
    });

  const editParties = (change: (parties: PartyDraft[]) => PartyDraft[]) => {
    const open = $parties.get();
    if (open) $parties.set({ ...open, draft: change(open.draft) });
  };

  return {
    file,
    $event,
    $parties,
    eventSaving,
    partiesSaving,
    newAssessment,
    /** A refused new assessment (an open one already) shows the file as it is now beside the refusal. */
    async confirmNewAssessment() {
      await newAssessment.confirm();
      if (newAssessment.saving.$problem.get()) await file.load();
    },
    openEvent() {
      const shown = file.data();
      if (!shown) return;
      eventSaving.clear();
      $event.set({ version: shown.version, draft: eventDraftOf(shown) });
    },
    editEvent(change: Partial<EventDraft>) {
      const open = $event.get();
      if (open) $event.set({ ...open, draft: { ...open.draft, ...change } });
    },
    closeEvent: () => $event.set(null),
    saveEvent: () => send<EventDraft>(eventSaving, $event, (no, open) => api.saveEvent(no, open.version, open.draft)),
    openParties() {
      const shown = file.data();
      if (!shown) return;
      partiesSaving.clear();
      $parties.set({ version: shown.version, draft: shown.parties.map(partyDraftOf) });
    },
    addParty: (role: PartyRole) => editParties((parties) => [...parties, emptyParty(role)]),
    editParty: (index: number, change: Partial<PartyDraft>) =>
      editParties((parties) => parties.map((party, i) => (i === index ? { ...party, ...change } : party))),
    removeParty: (index: number) => editParties((parties) => parties.filter((_, i) => i !== index)),
    closeParties: () => $parties.set(null),
    saveParties: () =>
      send<PartyDraft[]>(partiesSaving, $parties, (no, open) =>
        api.saveParties(
          no,
          open.version,
          open.draft.map(({ key: _key, ...party }) => party),
        ),
      ),
    enter() {
      newAssessment.enter();
      void file.load();
    },
    exit() {
      newAssessment.exit();
      file.exit();
    },
  };
}

export type ClaimFilePage = ReturnType<typeof createClaimFilePage>;
