import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { formatDay } from '../../lib/day-names.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { generalProblem } from '../../lib/pages/saving.ts';
import type { BookingPanel } from '../../lib/schedule/booking-panel.ts';
import { FieldError } from '../common/TextField.tsx';
import { invalidProps } from '../common/field-aria.ts';
import { FormProblem, inputClass } from '../common/FormProblem.tsx';
import type { BookingMessages } from './booking-keys.ts';
import { bigPrimary, bigSecondary } from './booking-parts.tsx';
import type { Language } from '../../../contract/languages.ts';
import { pluralKey } from '../../lib/plural.ts';

const select = `${inputClass} min-h-11 text-base`;
const timeClass =
  'flex min-h-12 cursor-pointer items-center justify-center gap-1 rounded border border-gray-500 px-2 ' +
  'has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:outline-2';

/**
 * The choice that books or moves an inspection (county, location, day, free time), on the staff
 * panel and on the policyholder's pages alike; the panel's store decides. Opening it moves focus
 * to its heading (the button that opened it is gone). Times are large radio buttons (`times`
 * 'buttons', phone first) or one list ('select', the staff panel).
 */
export function BookingChoiceForm({
  panel,
  lang,
  messages: m,
  idPrefix,
  times,
}: {
  panel: BookingPanel;
  lang: Language;
  messages: BookingMessages;
  idPrefix: string;
  times: 'buttons' | 'select';
}) {
  const t = islandT(m);
  const free = (count: number) => t(pluralKey(lang, 'booking.free', count), { count });
  const booking = useStore(panel.$booking);
  const counties = useStore(panel.$counties);
  const slots = useStore(panel.$slots);
  const choice = useStore(panel.$choice);
  const busy = useStore(panel.saving.$busy);
  const problem = useStore(panel.saving.$problem);
  const fields = useStore(panel.saving.$fields);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const location = slots?.locations.find((l) => l.id === choice.location_id);
  const day = location?.days.find((d) => d.date === choice.date);
  const chosen = day?.times.includes(choice.time) ? choice.time : null;
  const general = generalProblem(problem, fields, ['location_id', 'starts_at']);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form
      aria-labelledby={id('choice-title')}
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void panel.confirm();
      }}
    >
      <h3 ref={heading} id={id('choice-title')} tabIndex={-1} className="font-semibold focus:outline-2">
        {booking ? m['booking.moveTitle'] : m['booking.book']}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1">
          {m['booking.county']}
          <select className={select} value={choice.county} onChange={(e) => void panel.chooseCounty(e.target.value)}>
            <option value="">–</option>
            {counties.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          {m['booking.location']}
          <select
            className={select}
            value={choice.location_id}
            onChange={(e) => panel.chooseLocation(e.target.value)}
            {...invalidProps(id('location-error'), fields.location_id)}
          >
            <option value="">–</option>
            {(slots?.locations ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}, {l.address}
              </option>
            ))}
          </select>
          <FieldError id={id('location-error')} message={fields.location_id ?? null} />
        </label>
        <label className="grid gap-1">
          {m['booking.day']}
          <select className={select} value={choice.date} onChange={(e) => panel.chooseDay(e.target.value)}>
            {(location?.days ?? []).map((d) => (
              <option key={d.date} value={d.date}>
                {formatDay(d.date, lang, true)}
              </option>
            ))}
          </select>
        </label>
        {day && times === 'select' && (
          <label className="grid gap-1">
            {m['booking.slot']}
            <select
              className={select}
              value={choice.time}
              onChange={(e) => panel.chooseSlot(e.target.value)}
              {...invalidProps(id('slot-error'), fields.starts_at)}
            >
              <option value="">–</option>
              {day.times.map((time, i) => (
                <option key={time} value={time}>
                  {time} ({free(day.free[i] ?? 0)})
                </option>
              ))}
            </select>
            <FieldError id={id('slot-error')} message={fields.starts_at ?? null} />
          </label>
        )}
      </div>
      {day && times === 'buttons' && (
        <fieldset {...invalidProps(id('slot-error'), fields.starts_at)}>
          <legend className="mb-1">{m['booking.slot']}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {day.times.map((time, i) => (
              <label key={time} className={timeClass}>
                <input
                  type="radio"
                  name={id('slot')}
                  className="sr-only"
                  value={time}
                  checked={choice.time === time}
                  onChange={() => panel.chooseSlot(time)}
                  aria-label={`${time}, ${free(day.free[i] ?? 0)}`}
                />
                <span aria-hidden="true">{time}</span>
              </label>
            ))}
          </div>
          <FieldError id={id('slot-error')} message={fields.starts_at ?? null} />
        </fieldset>
      )}
      {location && location.days.length === 0 && <p>{m['booking.noSlots']}</p>}
      <p role="status" className="font-medium empty:hidden">
        {chosen && t('booking.public.chosen', { time: chosen, date: formatDay(day?.date ?? '', lang) })}
      </p>
      <FormProblem text={general || null} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={bigPrimary} disabled={busy || !choice.time}>
          {booking ? m['booking.confirmMove'] : m['booking.confirmBook']}
        </button>
        <button type="button" className={bigSecondary} onClick={panel.close}>
          {m['booking.close']}
        </button>
      </div>
    </form>
  );
}
