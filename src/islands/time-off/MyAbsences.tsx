import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { DateInput } from '../common/DateInput.tsx';
import { todayInRomania } from '../../lib/dates.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createMyAbsencesPage } from '../../lib/time-off/page.ts';
import { absenceDays } from './absence-days.ts';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';

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
export default function MyAbsences({ lang, messages: m }: { lang: Language; messages: Messages }) {
  const page = usePage(() => createMyAbsencesPage(m));
  const mine = useStore(page.mine.$loaded);
  const colleagues = useStore(page.colleagues.$loaded);
  const draft = useStore(page.$draft);
  const busy = useStore(page.requesting.$busy);
  const problem = useStore(page.requesting.$problem);
  const cancelProblem = useStore(page.cancelling.$problem);
  if (mine.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (mine.state === 'failed') return <p role="alert">{m['absences.failed']}</p>;
  const today = todayInRomania();
  return (
    <div className="space-y-6">
      <form
        noValidate
        aria-labelledby="request-title"
        className={cardClass}
        onSubmit={(e) => {
          e.preventDefault();
          void page.request();
        }}
      >
        <h2 id="request-title" className="text-lg font-semibold">
          {m['absences.request']}
        </h2>
        <div className="grid gap-2 md:grid-cols-4">
          <label className="text-sm">
            {m['absences.from']}
            <DateInput
              lang={lang}
              className={inputClass}
              value={draft.starts_on}
              onChange={(starts_on) => page.editDraft({ starts_on })}
            />
          </label>
          <label className="text-sm">
            {m['absences.to']}
            <DateInput
              lang={lang}
              className={inputClass}
              value={draft.ends_on}
              onChange={(ends_on) => page.editDraft({ ends_on })}
            />
          </label>
          <label className="text-sm">
            {m['absences.substitute']}
            <select
              className={inputClass}
              value={draft.substitute_user_id}
              onChange={(e) => page.editDraft({ substitute_user_id: e.target.value })}
            >
              <option value="">–</option>
              {colleagues.state === 'ready' &&
                colleagues.data.map((c) => (
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
              onChange={(e) => page.editDraft({ note: e.target.value })}
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
        {mine.data.length === 0 && <p>{m['absences.none']}</p>}
        <FormProblem text={cancelProblem} />
        <ul className="divide-y divide-gray-200">
          {mine.data.map((a) => (
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
                  onClick={() => void page.cancel(a)}
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
