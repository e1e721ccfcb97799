import type { Booking } from '../../../contract/schedule.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatDay } from '../../lib/day-names.ts';
import { interpolate } from '../../lib/interpolate.ts';
import type { BookingMessages } from './booking-keys.ts';

/** What the visitor started from the booking's first view: the whole panel then takes over there. */
export type BookingStart = 'choose' | 'cancel' | 'calendar';

const big = 'min-h-11 rounded px-4 py-2 font-semibold disabled:opacity-60';

/**
 * The policyholder's booking as a page opens on it: the booking, or none yet, with "Book", "Move",
 * "Cancel" and "Add to calendar". It carries none of the panel's machinery (its store, the saving,
 * the choice of a time, the dialog): pressing a button loads the panel (PublicBooking.tsx), which
 * does what was asked. Pointing at or focusing a button starts that load early.
 */
export function PublicBookingSummary({
  booking,
  lang,
  messages: m,
  loading,
  onStart,
  onPrepare,
}: {
  booking: Booking | null;
  lang: Language;
  messages: BookingMessages;
  /** The panel is on its way: the buttons wait for it. */
  loading: boolean;
  onStart: (start: BookingStart) => void;
  onPrepare: () => void;
}) {
  const button = (start: BookingStart, label: string, primary = false) => (
    <button
      type="button"
      data-start={start}
      className={`${big} ${primary ? 'bg-brand text-white' : 'border border-gray-500'}`}
      aria-disabled={loading || undefined}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      onClick={() => loading || onStart(start)}
    >
      {label}
    </button>
  );
  return (
    <section aria-labelledby="own-booking-title" className="space-y-3 rounded bg-surface p-4 shadow">
      <h2 id="own-booking-title" tabIndex={-1} className="text-lg font-semibold focus:outline-2">
        {m['booking.title']}
      </h2>
      {booking && (
        <p data-testid="booking-current" className="font-medium">
          {interpolate(m['booking.when'], { date: formatDay(booking.date, lang, true), time: booking.time })} ·{' '}
          {booking.location_name}, {booking.location_address}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {button('choose', booking ? m['booking.move'] : m['booking.book'], true)}
        {booking && button('cancel', m['booking.cancel'])}
        {booking && button('calendar', m['booking.public.addToCalendar'])}
      </div>
    </section>
  );
}
