import { useStore } from '@nanostores/react';
import type { AgendaItem } from '../../../contract/schedule.ts';
import type { Language } from '../../../contract/languages.ts';
import { DateInput } from '../common/DateInput.tsx';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createAgendaPage } from '../../lib/schedule/agenda-page.ts';
import { pluralKey } from '../../lib/plural.ts';
import { FieldError } from '../common/TextField.tsx';
import { invalidProps } from '../common/field-aria.ts';
import { cardClass, inputClass, secondaryButton } from '../common/FormProblem.tsx';

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
  'agenda.assessment',
  'agenda.bay',
  'agenda.fromRequired',
  'agenda.fromInvalid',
  'agenda.count_one',
  'agenda.count_few',
  'agenda.count_other',
  'agenda.weekday.1',
  'agenda.weekday.2',
  'agenda.weekday.3',
  'agenda.weekday.4',
  'agenda.weekday.5',
  'agenda.weekday.6',
  'agenda.weekday.7',
] as const;

interface Props {
  lang: Language;
  messages: Record<(typeof AGENDA_KEYS)[number], string>;
}

const link = 'text-brand-ink underline';
const cell = 'px-2 py-1';
/** ISO weekday of a local date: 1 = Monday .. 7 = Sunday. */
const weekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** /assignments/agenda: who comes to a location when (decided by lib/schedule/agenda-page.ts). */
export default function AgendaPage({ lang, messages: m }: Props) {
  const t = islandT(m);
  const page = usePage(() => createAgendaPage());
  const query = useStore(page.$query);
  const fields = useStore(page.$fields);
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
  const count = (n: number) => t(pluralKey(lang, 'agenda.count', n), { count: n });
  const total = agenda.state === 'ready' ? (agenda.data?.items.length ?? 0) : 0;
  const fromError = fields.from ? m[fields.from] : null;

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
          <DateInput
            lang={lang}
            className={inputClass}
            value={query.from}
            onChange={(from) => void page.chooseFrom(from)}
            {...invalidProps('agenda-from-error', fromError)}
          />
          <FieldError id="agenda-from-error" message={fromError} />
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
      {agenda.state === 'ready' && agenda.data && byDay.size === 0 && <p>{m['agenda.empty']}</p>}
      {total > 0 && (
        <p className="font-medium" data-testid="agenda-count">
          {count(total)}
        </p>
      )}
      {[...byDay].map(([date, items]) => (
        <section key={date} className={cardClass}>
          <h2 id={`agenda-${date}`} className="text-lg font-semibold">
            {t(`agenda.weekday.${weekday(date)}` as (typeof AGENDA_KEYS)[number])} {formatDate(date)}
            <span className="font-normal"> · {count(items.length)}</span>
          </h2>
          {/* On a phone the table scrolls in its own box, not the page; the box holds each row's link, so a
              keyboard reaches and scrolls it. */}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {m['agenda.time']}
                  </th>
                  <th scope="col" className={cell}>
                    {m['agenda.bay']}
                  </th>
                  <th scope="col" className={cell}>
                    {m['agenda.plate']}
                  </th>
                  <th scope="col" className={cell}>
                    {m['agenda.claimFile']}
                  </th>
                  <th scope="col" className={cell}>
                    {m['agenda.policyholder']}
                  </th>
                  <th scope="col" className={cell}>
                    {m['agenda.assessment']}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.booking_id} data-testid="agenda-item" className="border-t border-gray-200">
                    <td className={`${cell} font-medium`}>{item.time}</td>
                    <td className={cell}>{item.bay}</td>
                    <td className={`${cell} whitespace-nowrap`}>{item.plate}</td>
                    <td className={cell}>
                      <a href={fileHref(item)} className={link}>
                        {item.claim_file_no}
                      </a>
                    </td>
                    <td className={cell}>{item.policyholder}</td>
                    <td className={cell}>
                      {item.assessment_assignment_id ? (
                        <a
                          href={localized(`/assignments/view/${item.assessment_assignment_id}`, lang)}
                          className={link}
                        >
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
          </div>
        </section>
      ))}
    </div>
  );
}
