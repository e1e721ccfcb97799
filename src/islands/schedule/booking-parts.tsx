import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { islandT } from '../../lib/i18n-island.ts';
import type { BookingOutcome, BookingPanel } from '../../lib/schedule/booking-panel.ts';
import type { BookingMessages } from './booking-keys.ts';

/*
 * The parts of the booking panel shown before anyone chooses a time (the buttons' look, what the
 * last change did, a booking that could not be loaded): apart from the choice form, which a page
 * then loads only when the choosing starts.
 */
const big = 'min-h-11 rounded px-4 py-2 font-semibold disabled:opacity-60';
export const bigPrimary = `${big} bg-brand text-white`;
export const bigSecondary = `${big} border border-gray-500`;

/**
 * What the last book, move or cancel did, in the page's words: focus moves to it, since the form
 * or the dialog the person was on is gone. Gone again when the choice is opened anew.
 */
export function BookingOutcomeLine({ panel, text }: { panel: BookingPanel; text: Record<BookingOutcome, string> }) {
  const outcome = useStore(panel.$outcome);
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) line.current?.focus();
  }, [outcome]);
  return (
    <p ref={line} tabIndex={-1} className="font-medium focus:outline-2 empty:hidden" data-testid="booking-confirmation">
      {outcome && text[outcome.kind]}
    </p>
  );
}

/**
 * The booking could not be loaded: why, and Retry. Focus stays in the panel: on the heading once
 * the booking is there (Retry is then gone), on Retry while it still fails.
 */
export function BookingLoadFailed({
  panel,
  messages: m,
  heading,
  buttonClass,
}: {
  panel: BookingPanel;
  messages: BookingMessages;
  heading: { current: HTMLElement | null };
  buttonClass: string;
}) {
  const t = islandT(m);
  const failed = useStore(panel.$failed);
  const loading = useStore(panel.$loading);
  return (
    <div className="space-y-2">
      <p role="alert" className="text-red-800">
        {t('booking.failed', { message: failed })}
      </p>
      <button
        type="button"
        className={buttonClass}
        disabled={loading}
        onClick={async () => {
          await panel.retry();
          if (!panel.$failed.get()) heading.current?.focus();
        }}
      >
        {m['booking.retry']}
      </button>
    </div>
  );
}
