import { useState } from 'react';
import { AbsenceSchema, type Absence } from '../../contract/absences.ts';
import type { Language } from '../../contract/languages.ts';
import { conflictMessage, conflictOf } from '../lib/api/conflict.ts';
import { todayInRomania } from '../lib/dates.ts';
import { useLoad } from '../lib/use-load.ts';
import { useSave } from '../lib/use-save.ts';
import { cancelAbsence, fetchColleagues, fetchMyAbsences, requestAbsence } from '../lib/time-off/api.ts';
import { absenceDays } from './parts/absence-days.ts';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from './parts/FormProblem.tsx';

export const ABSENCES_KEYS = [
  'app.loading',
  'absences.failed',
  'absences.request',
  'absences.from',
  'absences.to',
  'absences.substitute',
  'absences.note',
  'absences.send',
  'absences.sent',
  'absences.mine',
  'absences.none',
  'absences.cancel',
  'absences.status.requested',
  'absences.status.approved',
  'absences.status.rejected',
  'absences.status.cancelled',
  'conflict.nothingDone',
  'conflict.someone',
] as const;
type Messages = Record<(typeof ABSENCES_KEYS)[number], string>;

/** /time-off/my-absences: ask for time off naming who stands in, see the answers, cancel. */
export default function MyAbsences({ messages: m }: { lang: Language; messages: Messages }) {
  const mine = useLoad(fetchMyAbsences, 'mine');
  const colleagues = useLoad(fetchColleagues, 'colleagues');
  const [draft, setDraft] = useState(() => ({
    starts_on: todayInRomania(),
    ends_on: todayInRomania(),
    substitute_user_id: '',
    note: '',
  }));
  const { busy, problem, save } = useSave(m['absences.sent']);
  const cancelling = useSave();
  if (mine.loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (mine.loaded.state === 'failed') return <p role="alert">{m['absences.failed']}</p>;
  const today = todayInRomania();
  const absences = mine.loaded.data;
  // Cancels on the version shown; when a manager decided it meanwhile, the list shows it as it is now.
  const cancel = (absence: Absence) =>
    cancelling.save(async () => {
      try {
        mine.set(await cancelAbsence(absence));
      } catch (error) {
        const conflict = conflictOf(error, AbsenceSchema);
        if (!conflict) throw error;
        mine.set(absences.map((a) => (a.id === conflict.current.id ? conflict.current : a)));
        throw new Error(conflictMessage(conflict, m['conflict.nothingDone'], m['conflict.someone']));
      }
    });
  return (
    <div className="space-y-6">
      <form
        noValidate
        aria-labelledby="request-title"
        className={cardClass}
        onSubmit={(e) => {
          e.preventDefault();
          void save(async () =>
            mine.set(await requestAbsence({ ...draft, substitute_user_id: draft.substitute_user_id || null })),
          );
        }}
      >
        <h2 id="request-title" className="text-lg font-semibold">
          {m['absences.request']}
        </h2>
        <div className="grid gap-2 md:grid-cols-4">
          <label className="text-sm">
            {m['absences.from']}
            <input
              type="date"
              className={inputClass}
              value={draft.starts_on}
              min={today}
              onChange={(e) => setDraft({ ...draft, starts_on: e.target.value })}
            />
          </label>
          <label className="text-sm">
            {m['absences.to']}
            <input
              type="date"
              className={inputClass}
              value={draft.ends_on}
              min={draft.starts_on}
              onChange={(e) => setDraft({ ...draft, ends_on: e.target.value })}
            />
          </label>
          <label className="text-sm">
            {m['absences.substitute']}
            <select
              className={inputClass}
              value={draft.substitute_user_id}
              onChange={(e) => setDraft({ ...draft, substitute_user_id: e.target.value })}
            >
              <option value="">–</option>
              {colleagues.loaded.state === 'ready' &&
                colleagues.loaded.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.full_name}
                  </option>
                ))}
            </select>
          </label>
          <label className="text-sm">
            {m['absences.note']}
            <input
              className={inputClass}
              value={draft.note}
              maxLength={300}
              onChange={(e) => setDraft({ ...draft, note: e.target.value })}
            />
          </label>
        </div>
        <FormProblem text={problem} />
        <button type="submit" className={primaryButton} disabled={busy}>
          {m['absences.send']}
        </button>
      </form>
      <section aria-labelledby="mine-title" className={cardClass}>
        <h2 id="mine-title" className="text-lg font-semibold">
          {m['absences.mine']}
        </h2>
        {mine.loaded.data.length === 0 && <p>{m['absences.none']}</p>}
        <FormProblem text={cancelling.problem} />
        <ul className="divide-y divide-gray-200">
          {mine.loaded.data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="font-semibold">{absenceDays(a)}</span>
              <span>{m[`absences.status.${a.status}`]}</span>
              {a.substitute_full_name && <span>{`${m['absences.substitute']}: ${a.substitute_full_name}`}</span>}
              {a.decision_note && <span>{a.decision_note}</span>}
              {(a.status === 'requested' || a.status === 'approved') && a.ends_on >= today && (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`${m['absences.cancel']} ${absenceDays(a)}`}
                  onClick={() => void cancel(a)}
                >
                  {m['absences.cancel']}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
