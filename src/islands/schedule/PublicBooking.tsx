import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatDay } from '../../lib/day-names.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { generalProblem } from '../../lib/pages/saving.ts';
import { createBookingPanel } from '../../lib/schedule/booking-panel.ts';
import { ownBookingApi } from '../../lib/schedule/own-booking-api.ts';
import { FormProblem } from '../common/FormProblem.tsx';
import { BookingLoadFailed, BookingOutcomeLine, bigPrimary, bigSecondary } from './booking-parts.tsx';
import type { BookingMessages } from './booking-keys.ts';
import { AddToCalendar } from './AddToCalendar.tsx';
import type { BookingStart } from './PublicBookingSummary.tsx';
import type { Language } from '../../../contract/languages.ts';
import type { Booking } from '../../../contract/schedule.ts';

// The choice of a time loads when the choosing starts: a phone opening the page to read its
// booking, or to press "Book", loads only the panel.
const BookingChoiceForm = lazy(() => import('./BookingChoiceForm.tsx').then((m) => ({ default: m.BookingChoiceForm })));

/**
 * The policyholder's booking, phone first: county, location, day, then the free times as large
 * radio buttons; the chosen time is announced, and after booking, moving or cancelling focus moves
 * to the message saying so. The decisions are the staff panel's store (lib/schedule/booking-panel.ts)
 * on the public calls. It takes over from the booking's first view (PublicBookingSummary.tsx) when
 * the visitor starts something there, and does it.
 */
export default function PublicBooking({
  token,
  assignmentId,
  booking: known,
  start,
  lang,
  messages: m,
  onChanged,
}: {
  token: string;
  assignmentId: string;
  /** The booking as the page read it. */
  booking: Booking | null;
  /** What the visitor pressed in the first view. */
  start: BookingStart;
  lang: Language;
  messages: BookingMessages;
  /** After a booking, move or cancellation. */
  onChanged?: () => void;
}) {
  const t = islandT(m);
  const [panel] = useState(() =>
    createBookingPanel({
      assignmentId,
      saved: m['booking.saved'],
      onChanged: () => onChanged?.(),
      api: ownBookingApi(token),
      booking: known,
    }),
  );
  useEffect(() => {
    void panel.enter();
    if (start === 'choose') void panel.choose();
    if (start === 'cancel') panel.askCancel();
  }, [panel, start]);
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmCancel = useStore(panel.$confirmCancel);
  // Before the outcome line takes focus (a passive effect): while the modal is open, all outside it is inert.
  useLayoutEffect(() => {
    if (confirmCancel) dialog.current?.showModal();
    else dialog.current?.close();
  }, [confirmCancel]);
  const booking = useStore(panel.$booking);
  const mode = useStore(panel.$mode);
  const busy = useStore(panel.saving.$busy);
  const problem = useStore(panel.saving.$problem);
  const fields = useStore(panel.saving.$fields);
  const failed = useStore(panel.$failed);
  const heading = useRef<HTMLHeadingElement>(null);
  if (booking === undefined && !failed) return null;

  const general = generalProblem(problem, fields, ['location_id', 'starts_at']);
  return (
    <section aria-labelledby="own-booking-title" className="space-y-3 rounded bg-surface p-4 shadow">
      <h2 ref={heading} id="own-booking-title" tabIndex={-1} className="text-lg font-semibold focus:outline-2">
        {m['booking.title']}
      </h2>
      {booking === undefined && (
        <BookingLoadFailed panel={panel} messages={m} heading={heading} buttonClass={bigSecondary} />
      )}
      <BookingOutcomeLine
        panel={panel}
        // The confirmation is promised only where there is a contact to send it to.
        text={
          booking?.contact
            ? {
                booked: m['booking.public.booked'],
                moved: m['booking.public.moved'],
                cancelled: m['booking.public.cancelled'],
              }
            : {
                booked: m['booking.public.bookedNoMessage'],
                moved: m['booking.public.movedNoMessage'],
                cancelled: m['booking.public.cancelled'],
              }
        }
      />
      {booking && (
        <p data-testid="booking-current" className="font-medium">
          {t('booking.when', { date: formatDay(booking.date, lang, true), time: booking.time })} ·{' '}
          {booking.location_name}, {booking.location_address}
        </p>
      )}
      {mode === 'view' && booking !== undefined && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={bigPrimary} onClick={() => void panel.choose()}>
            {booking ? m['booking.move'] : m['booking.book']}
          </button>
          {booking && (
            <button type="button" className={bigSecondary} onClick={panel.askCancel}>
              {m['booking.cancel']}
            </button>
          )}
          {booking && (
            <AddToCalendar
              now={start === 'calendar'}
              fetchFile={() => ownBookingApi(token).calendarFile(assignmentId)}
              label={m['booking.public.addToCalendar']}
              failed={m['booking.public.calendarFailed']}
            />
          )}
        </div>
      )}
      {mode === 'choose' && (
        <Suspense fallback={<p role="status">{m['app.loading']}</p>}>
          <BookingChoiceForm panel={panel} lang={lang} messages={m} idPrefix="own" times="buttons" />
        </Suspense>
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
          <button type="button" className={bigSecondary} onClick={panel.keep}>
            {m['booking.keep']}
          </button>
          <button type="button" className={bigPrimary} disabled={busy} onClick={() => void panel.cancel()}>
            {m['booking.cancelConfirm']}
          </button>
        </div>
      </dialog>
      {mode === 'view' && general && <FormProblem text={general} />}
    </section>
  );
}
