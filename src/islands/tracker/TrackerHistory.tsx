import type { TrackerHistoryEntry, TrackerNext } from '../../../contract/tracker.ts';
import { EventDescription } from './EventDescription.tsx';
import type { TrackerCaseT } from './tracker-case-keys.ts';
import type { Language } from '../../../contract/languages.ts';
import { pluralKey } from '../../lib/plural.ts';

// The tracker page is held to its JavaScript budget: these two lines instead of src/lib/dates.ts
// (Romanian's own format is dd.MM.yyyy, HH:mm; the insurer's clock, whatever the phone's zone).
const stamp = new Intl.DateTimeFormat('ro-RO', {
  timeZone: 'Europe/Bucharest',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** An instant as dd.MM.yyyy HH:mm. */
export const dateTime = (iso: string) => stamp.format(new Date(iso)).replace(',', '');
/** An instant's day on the insurer's clock, dd.MM.yyyy. */
export const dayOf = (iso: string) => dateTime(iso).slice(0, 10);
/** A YYYY-MM-DD business date as dd.MM.yyyy. */
export const day = (date: string) => date.slice(0, 10).split('-').reverse().join('.');

/**
 * Every public event of the case, newest first, each with its date and time. The newest is shown
 * in full above, so only the earlier ones carry their description here (already sanitised HTML).
 */
export function TrackerHistory({ history, t }: { history: TrackerHistoryEntry[]; t: TrackerCaseT }) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="tracker-history-heading" className="space-y-2">
      <h3 id="tracker-history-heading" className="font-semibold">
        {t('tracker.case.history')}
      </h3>
      <ol className="space-y-3 border-l-2 border-gray-300 pl-4" data-testid="tracker-history">
        {history.map((entry, i) => (
          <li key={entry.id}>
            <p className="text-sm text-gray-700">
              <time dateTime={entry.system_time}>{dateTime(entry.system_time)}</time>
            </p>
            <p className="font-medium">{entry.event_title}</p>
            {i > 0 && <EventDescription html={entry.event_description} testId="history-description" />}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Who acts next on the case and why, and, while it is the insurer, how long the step usually takes. */
export function TrackerNextLine({ next, lang, t }: { next: TrackerNext | null; lang: Language; t: TrackerCaseT }) {
  if (!next) return null;
  const days = next.typical_days;
  // A range's days agree with its larger number: "între 2 și 20 de zile".
  const usually = !days
    ? ''
    : t(pluralKey(lang, days.low === days.high ? 'tracker.case.usuallyDays' : 'tracker.case.usuallyRange', days.high), {
        low: days.low,
        count: days.high,
      });
  return (
    <p className="rounded bg-surface p-3 shadow" data-testid="tracker-next">
      <span className="font-semibold">
        {/* The answer's own `when` fills the booked time's placeholder. */}
        {t(`tracker.next.${next.reason}`, next as unknown as Record<string, string>)}
      </span>
      {usually && `: ${usually}`}
    </p>
  );
}
