import { useStore } from '@nanostores/react';
import type { AgendaItem } from '../../../contract/schedule.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createAgendaPage } from '../../lib/schedule/agenda-page.ts';
import { cardClass, inputClass, secondaryButton } from '../parts/FormProblem.tsx';

export const AGENDA_KEYS = [
  'app.loading',
  'agenda.location',
  'agenda.from',
  'agenda.day',
  'agenda.week',
  'agenda.previous',
  'agenda.next',
  'agenda.empty',
  'agenda.time',
  'agenda.plate',
  'agenda.claimFile',
  'agenda.policyholder',
  'agenda.open',
  'agenda.openFile',
  'agenda.noLocations',
  'agenda.failed',
] as const;

interface Props {
  lang: Language;
  messages: Record<(typeof AGENDA_KEYS)[number], string>;
}

const link = 'text-brand-ink underline';

/** /assignments/agenda: who comes to a location when (decided by lib/schedule/agenda-page.ts). */
export default function AgendaPage({ lang, messages: m }: Props) {
  const t = islandT(m);
  const page = usePage(() => createAgendaPage());
  const query = useStore(page.$query);
  const locations = useStore(page.locations.$loaded);
  const agenda = useStore(page.agenda.$loaded);
  if (locations.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (locations.state === 'failed') return <p role="alert">{t('agenda.failed', { message: locations.message })}</p>;
  if (locations.data.length === 0) return <p>{m['agenda.noLocations']}</p>;

  const fileHref = (item: AgendaItem) =>
    localized(`/workflow/claim-file/${encodeURIComponent(item.claim_file_no)}`, lang);
  const byDay = new Map<string, AgendaItem[]>();
  if (agenda.state === 'ready')
    for (const item of agenda.data?.items ?? []) byDay.set(item.date, [...(byDay.get(item.date) ?? []), item]);

  return (
    <div className="space-y-4">
      <div className={`${cardClass} flex flex-wrap items-end gap-3`}>
        <label className="text-sm">
          {m['agenda.location']}
          <select
            className={inputClass}
            value={query.location_id}
            onChange={(e) => void page.chooseLocation(e.target.value)}
          >
            {locations.data.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {m['agenda.from']}
          <input
            type="date"
            className={inputClass}
            value={query.from}
            onChange={(e) => void page.chooseFrom(e.target.value)}
          />
        </label>
        <fieldset className="flex gap-3 text-sm">
          {([1, 7] as const).map((days) => (
            <label key={days} className="flex items-center gap-1">
              <input
                type="radio"
                name="agenda-days"
                checked={query.days === days}
                onChange={() => void page.chooseDays(days)}
              />
              {days === 1 ? m['agenda.day'] : m['agenda.week']}
            </label>
          ))}
        </fieldset>
        <div className="flex gap-2">
          <button type="button" className={secondaryButton} onClick={() => void page.shift(-1)}>
            {m['agenda.previous']}
          </button>
          <button type="button" className={secondaryButton} onClick={() => void page.shift(1)}>
            {m['agenda.next']}
          </button>
        </div>
      </div>
      {agenda.state === 'loading' && <p role="status">{m['app.loading']}</p>}
      {agenda.state === 'failed' && <p role="alert">{t('agenda.failed', { message: agenda.message })}</p>}
      {agenda.state === 'ready' && byDay.size === 0 && <p>{m['agenda.empty']}</p>}
      {[...byDay].map(([date, items]) => (
        <section key={date} aria-labelledby={`agenda-${date}`} className={cardClass}>
          <h2 id={`agenda-${date}`} className="text-lg font-semibold">
            {formatDate(date)}
          </h2>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{m['agenda.time']}</th>
                <th scope="col">{m['agenda.plate']}</th>
                <th scope="col">{m['agenda.claimFile']}</th>
                <th scope="col">{m['agenda.policyholder']}</th>
                <th scope="col">
                  <span className="sr-only">{m['agenda.open']}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.booking_id} data-testid="agenda-item" className="border-t border-gray-200">
                  <td className="py-1 font-medium">{item.time}</td>
                  <td>{item.plate}</td>
                  <td>
                    <a href={fileHref(item)} className={link}>
                      {item.claim_file_no}
                    </a>
                  </td>
                  <td>{item.policyholder}</td>
                  <td>
                    {item.assessment_assignment_id ? (
                      <a href={localized(`/assignments/view/${item.assessment_assignment_id}`, lang)} className={link}>
                        {m['agenda.open']}
                      </a>
                    ) : (
                      <a href={fileHref(item)} className={link}>
                        {m['agenda.openFile']}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
