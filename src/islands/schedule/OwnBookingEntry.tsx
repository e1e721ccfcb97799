import { lazy, Suspense, useEffect, useState } from 'react';
import { islandT } from '../../lib/i18n-island.ts';
import { fetchOwnBooking, type OwnBooking } from '../../lib/schedule/own-api.ts';
import type { PublicBookingMessages } from './public-booking-keys.ts';

// The booking itself (store, form, dialog) loads on the first press: the public pages' first paint stays light.
const PublicBooking = lazy(() => import('./PublicBooking.tsx'));
/** YYYY-MM-DD → dd.MM.yyyy, without the date formatter (the page's first load stays light). */
const shownDate = (date: string) => date.split('-').reverse().join('.');
const bigButton = 'min-h-11 rounded px-4 py-2 font-semibold';

/**
 * The policyholder's inspection on a public page (tracker case or guest link): nothing when the
 * caller has no open inspection, else its booking or "Book an inspection"; each action opens the
 * booking panel, fetched then.
 */
export function OwnBookingEntry({ token, messages: m }: { token: string; messages: PublicBookingMessages }) {
  const [own, setOwn] = useState<OwnBooking | null>(null);
  const [opened, setOpened] = useState<'choose' | 'cancel' | null>(null);
  useEffect(() => {
    let live = true;
    fetchOwnBooking(token).then(
      (answer) => live && setOwn(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token]);
  const assignment = own?.assignment;
  if (!assignment) return null;
  if (opened)
    return (
      <Suspense fallback={<p role="status">{m['booking.title']}…</p>}>
        <PublicBooking token={token} assignmentId={assignment.id} initial={opened} messages={m} />
      </Suspense>
    );
  const t = islandT(m);
  const booking = own.booking;
  return (
    <section aria-labelledby="own-booking-title" className="space-y-3 rounded bg-surface p-4 shadow">
      <h2 id="own-booking-title" className="text-lg font-semibold">
        {m['booking.title']}
      </h2>
      {booking && (
        <p data-testid="booking-current" className="font-medium">
          {t('booking.when', { date: shownDate(booking.date), time: booking.time })} · {booking.location_name},{' '}
          {booking.location_address}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={`${bigButton} bg-brand text-white`} onClick={() => setOpened('choose')}>
          {booking ? m['booking.move'] : m['booking.book']}
        </button>
        {booking && (
          <button type="button" className={`${bigButton} border border-gray-500`} onClick={() => setOpened('cancel')}>
            {m['booking.cancel']}
          </button>
        )}
      </div>
    </section>
  );
}
