import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { AssessmentNote, PersonAt } from '../../../contract/assessment.ts';
import type { Language } from '../../../contract/languages.ts';
import { createLinePhotos } from '../../lib/assessments/line-photos.ts';
import { createNotePage } from '../../lib/assessments/note-page.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { islandT } from '../../lib/i18n-island.ts';
import type { Loader } from '../../lib/pages/loader.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { formatLei } from '../../../contract/money-text.ts';
import { FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { NoteContext, type NoteContextValue, useNote } from './note-context.ts';
import type { NoteMessages } from './note-keys.ts';
import { NoteChanges } from './NoteChanges.tsx';
import { NoteRows } from './NoteRows.tsx';
import { NoteSteps } from './NoteSteps.tsx';
import { NoteTotals } from './NoteTotals.tsx';
import { PartPicker } from './PartPicker.tsx';
import { RestoreOffer } from './RestoreOffer.tsx';

/** Where the reason goes in the translated sentence: the reason itself is marked apart. */
const REASON = '\u0000';

/**
 * Who returned the note and when, in the page's words, then the reason in the returner's own words
 * (marked as typed, in a language the page cannot tell).
 */
function ReturnedBy({ sentence, reason }: { sentence: string; reason: string }) {
  const [before, after = ''] = sentence.split(REASON);
  return (
    <p className="rounded border-l-4 border-amber-600 bg-amber-50 px-3 py-2" data-testid="note-returned">
      {before}
      <span lang="">{reason}</span>
      {after}
    </p>
  );
}

export { NOTE_EDITOR_KEYS } from './note-keys.ts';

interface Props {
  assignmentId: string;
  lang: Language;
  messages: NoteMessages;
  /** The assignment page's loader: the photos are its documents. */
  assignment?: Loader<AssignmentDetail>;
  /** Hears each row's render (the test that holds typing to one row counts them). */
  onRowRender?: (key: string) => void;
}

const stateTone: Record<AssessmentNote['state'], string> = {
  draft: 'bg-gray-100 text-gray-900',
  submitted: 'bg-blue-50 text-blue-900',
  approved: 'bg-green-50 text-green-900',
  returned: 'bg-amber-50 text-amber-900',
};

/**
 * The assessment note of an assessment assignment (decided by lib/assessments/note-page.ts): the
 * parts table, live totals, save on the version shown, and the note's lifecycle.
 */
export function NoteEditor({ assignmentId, lang, messages: m, assignment, onRowRender }: Props) {
  const t = islandT(m);
  const page = usePage(() =>
    createNotePage(
      assignmentId,
      lang,
      {
        saved: m['note.saved'],
        fixFields: m['note.fixFields'],
        conflictKept: m['note.conflict'],
        conflictNothing: m['note.conflictNothing'],
        someone: m['note.someone'],
      },
      undefined,
      { assignment },
    ),
  );
  const [shared] = useState<NoteContextValue>(() => ({
    page,
    lang,
    m,
    assignmentId,
    assignment,
    photos: assignment ? createLinePhotos(assignment, assignmentId) : undefined,
  }));
  const loaded = useStore(page.note.$loaded);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{t('note.loadFailed', { message: loaded.message })}</p>;
  const note = loaded.data;
  const editable = note.allowed.edit;
  const who = (key: 'note.submittedBy' | 'note.approvedBy', person: PersonAt | null) =>
    person && <p className="text-sm">{t(key, { name: person.name, time: formatDateTime(person.at) })}</p>;
  return (
    <NoteContext.Provider value={shared}>
      <section aria-labelledby="note-title" className="space-y-4 rounded bg-surface p-4 shadow" data-testid="note">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="note-title" tabIndex={-1} className="text-lg font-semibold">
            {t('note.title')}
          </h2>
          <span className="text-sm text-gray-700">{t('note.version', { n: note.version_no })}</span>
          <span data-testid="note-state" className={`rounded px-2 py-0.5 text-sm font-medium ${stateTone[note.state]}`}>
            {t(`note.state.${note.state}`)}
          </span>
        </div>
        <RestoreOffer />
        {who('note.submittedBy', note.submitted)}
        {who('note.approvedBy', note.approved)}
        {note.state === 'returned' && note.returned && (
          <ReturnedBy
            sentence={t('note.returnedBy', {
              name: note.returned.name,
              time: formatDateTime(note.returned.at),
              reason: REASON,
            })}
            reason={note.return_reason ?? ''}
          />
        )}
        {!editable && (
          <p className="text-sm text-gray-700">
            {note.state === 'approved' ? t('note.approvedReadOnly') : t('note.readOnly')}
          </p>
        )}
        <p className="text-sm text-gray-700">
          {t('note.defaultRate', {
            rate: formatLei(note.default_labour_rate, lang),
            from: t(`note.rateFrom.${note.default_rate_from}`),
          })}
        </p>
        <NoteChanges note={note} />
        {editable && <PartPicker />}
        <NoteRows note={note} editable={editable} onRender={onRowRender} />
        <NoteTotals />
        {editable && <SaveBar />}
        <NoteSteps note={note} />
        <FocusKeeper />
      </section>
    </NoteContext.Provider>
  );
}

/** Save, with what is unsaved and what was refused beside it. */
function SaveBar() {
  const { page, m } = useNote();
  const t = islandT(m);
  const busy = useStore(page.saving.$busy);
  const problem = useStore(page.saving.$problem);
  const dirty = useStore(page.$dirty);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void page.save();
  };
  return (
    <form onSubmit={save} noValidate className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('note.save')}
        </button>
        {dirty && (
          <span className="text-sm font-medium text-amber-800" data-testid="note-unsaved">
            {t('note.unsaved')}
          </span>
        )}
        {problem && (
          <button type="button" className={secondaryButton} onClick={page.reload}>
            {t('note.reload')}
          </button>
        )}
      </div>
      <FormProblem text={problem || null} id="note-save-problem" />
    </form>
  );
}

/** Moves focus where the note page asks (lib/assessments/note-page.ts), once the change is on screen. */
function FocusKeeper() {
  const { page } = useNote();
  const focus = useStore(page.$focus);
  useEffect(() => {
    if (!focus) return;
    const ids = { picker: 'note-part-box', restore: 'note-restore', heading: 'note-title' };
    const id = focus.to === 'row' ? `${focus.key}-operation` : ids[focus.to];
    focusNews(document.getElementById(id));
  }, [focus]);
  return null;
}
