import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { generalProblem } from '../../lib/pages/saving.ts';
import { createBookingPanel } from '../../lib/schedule/booking-panel.ts';
import { ownBookingApi } from '../../lib/schedule/own-booking-api.ts';
import { FieldError } from '../parts/TextField.tsx';
import { invalidProps } from '../parts/field-aria.ts';
import { FormProblem, inputClass } from '../parts/FormProblem.tsx';
import type { PublicBookingMessages } from './public-booking-keys.ts';

const big = 'min-h-11 rounded px-4 py-2 font-semibold disabled:opacity-60';
const primary = `${big} bg-brand text-white`;
const secondary = `${big} border border-gray-500`;
const select = `${inputClass} min-h-11 text-base`;
const timeClass =
  'flex min-h-12 cursor-pointer items-center justify-center gap-1 rounded border border-gray-500 px-2 ' +
  'has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:outline-2';

/**
 * The policyholder's booking, phone first: county, location, day, then the free times as large
 * radio buttons; the chosen time is announced, and after booking focus moves to the confirmation.
 * The decisions are the staff panel's store (lib/schedule/booking-panel.ts) on the public calls.
 */
export default function PublicBooking({
  token,
  assignmentId,
  messages: m,
}: {
  token: string;
  assignmentId: string;
  messages: PublicBookingMessages;
}) {
  const t = islandT(m);
  const [done, setDone] = useState<'booked' | 'cancelled' | null>(null);
  const [panel] = useState(() =>
    createBookingPanel({
      assignmentId,
      saved: m['booking.saved'],
      onChanged: () => undefined,
      api: ownBookingApi(token),
    }),
  );
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => void panel.enter(), [panel]);
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmCancel = useStore(panel.$confirmCancel);
  useEffect(() => {
    if (confirmCancel) dialog.current?.showModal();
    else dialog.current?.close();
  }, [confirmCancel]);
  const booking = useStore(panel.$booking);
  const mode = useStore(panel.$mode);
  const counties = useStore(panel.$counties);
  const slots = useStore(panel.$slots);
  const choice = useStore(panel.$choice);
  const busy = useStore(panel.saving.$busy);
  const problem = useStore(panel.saving.$problem);
  const fields = useStore(panel.saving.$fields);
  if (booking === undefined) return null;

  const location = slots?.locations.find((l) => l.id === choice.location_id);
  const day = location?.days.find((d) => d.date === choice.date);
  const chosen = day?.times.includes(choice.time) ? choice.time : null;
  const general = generalProblem(problem, fields, ['location_id', 'starts_at']);
  const confirm = async () => {
    await panel.confirm();
    if (panel.$mode.get() === 'view') setDone('booked');
  };
  return (
    <section aria-labelledby="own-booking-title" className="space-y-3 rounded bg-surface p-4 shadow">
      <h2 id="own-booking-title" className="text-lg font-semibold">
        {m['booking.title']}
      </h2>
      <p
        ref={confirmation}
        tabIndex={-1}
        className="font-medium focus:outline-2 empty:hidden"
        data-testid="booking-confirmation"
      >
        {done === 'booked' && booking && m['booking.public.booked']}
        {done === 'cancelled' && m['booking.public.cancelled']}
      </p>
      {booking && (
        <p data-testid="booking-current" className="font-medium">
          {t('booking.when', { date: formatDate(booking.date), time: booking.time })} · {booking.location_name},{' '}
          {booking.location_address}
        </p>
      )}
      {mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={primary} onClick={() => void panel.choose()}>
            {booking ? m['booking.move'] : m['booking.book']}
          </button>
          {booking && (
            <button type="button" className={secondary} onClick={panel.askCancel}>
              {m['booking.cancel']}
            </button>
          )}
        </div>
      )}
      {mode === 'choose' && (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
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
              {...invalidProps('own-location-error', fields.location_id)}
            >
              <option value="">–</option>
              {(slots?.locations ?? []).map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}, {l.address}
                </option>
              ))}
            </select>
            <FieldError id="own-location-error" message={fields.location_id ?? null} />
          </label>
          <label className="grid gap-1">
            {m['booking.day']}
            <select className={select} value={choice.date} onChange={(e) => panel.chooseDay(e.target.value)}>
              {(location?.days ?? []).map((d) => (
                <option key={d.date} value={d.date}>
                  {formatDate(d.date)}
                </option>
              ))}
            </select>
          </label>
          {day && (
            <fieldset {...invalidProps('own-slot-error', fields.starts_at)}>
              <legend className="mb-1">{m['booking.slot']}</legend>
              <div className="grid grid-cols-3 gap-2">
                {day.times.map((time, i) => (
                  <label key={time} className={timeClass}>
                    <input
                      type="radio"
                      name="own-slot"
                      className="sr-only"
                      value={time}
                      checked={choice.time === time}
                      onChange={() => panel.chooseSlot(time)}
                      aria-label={`${time}, ${t('booking.free', { count: day.free[i] ?? 0 })}`}
                    />
                    <span aria-hidden="true">{time}</span>
                  </label>
                ))}
              </div>
              <FieldError id="own-slot-error" message={fields.starts_at ?? null} />
            </fieldset>
          )}
          {location && location.days.length === 0 && <p>{m['booking.noSlots']}</p>}
          <p role="status" className="font-medium empty:hidden">
            {chosen && t('booking.public.chosen', { time: chosen, date: formatDate(day?.date ?? '') })}
          </p>
          <FormProblem text={general || null} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primary} disabled={busy || !choice.time}>
              {booking ? m['booking.confirmMove'] : m['booking.confirmBook']}
            </button>
            <button type="button" className={secondary} onClick={panel.close}>
              {m['booking.close']}
            </button>
          </div>
        </form>
      )}
      {/* Cancelling asks first; focus starts on "Keep it", so Enter never cancels by accident. */}
      <dialog
        ref={dialog}
        aria-labelledby="own-cancel-title"
        className="m-auto max-w-sm space-y-3 rounded bg-surface p-4 shadow backdrop:bg-black/40"
        onClose={panel.keep}
      >
        <h2 id="own-cancel-title" className="text-lg font-semibold">
          {m['booking.cancelTitle']}
        </h2>
        <p>{m['booking.public.cancelBody']}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondary} onClick={panel.keep}>
            {m['booking.keep']}
          </button>
          <button
            type="button"
            className={primary}
            disabled={busy}
            onClick={async () => {
              await panel.cancel();
              if (panel.$booking.get() === null) setDone('cancelled');
            }}
          >
            {m['booking.cancelConfirm']}
          </button>
        </div>
      </dialog>
      {mode === 'view' && general && <FormProblem text={general} />}
    </section>
  );
}
