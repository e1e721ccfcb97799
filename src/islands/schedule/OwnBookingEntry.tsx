import { useEffect, useState } from 'react';
import type { Booking } from '../../../contract/schedule.ts';
import type { Language } from '../../../contract/languages.ts';
import { fetchOwnBooking } from '../../lib/schedule/own-api.ts';
import type { BookingMessages } from './booking-keys.ts';
import type { BookingStart } from './PublicBookingSummary.tsx';

type Panel = typeof import('./PublicBooking.tsx');
type Summary = typeof import('./PublicBookingSummary.tsx');
let panelChunk: Promise<Panel> | null = null;
const loadPanel = () => {
  // A failed fetch is tried again on the next press, not kept.
  panelChunk ??= import('./PublicBooking.tsx').catch((error: unknown) => {
    panelChunk = null;
    throw error;
  });
  return panelChunk;
};

/**
 * The policyholder's inspection on a public page (tracker case or guest link): nothing when the
 * caller has no open inspection, else the booking as it stands with "Book an inspection" or ways to
 * change it, fetched only for such a caller. The panel itself (its store, form and dialog) is
 * fetched when the visitor starts one of them: every public page stays within its JavaScript budget. `onChanged` hears of each booking,
 * move or cancellation.
 */
export function OwnBookingEntry({
  token,
  lang,
  messages,
  onChanged,
}: {
  token: string;
  lang: Language;
  messages: BookingMessages;
  onChanged?: () => void;
}) {
  const [own, setOwn] = useState<{ assignmentId: string; booking: Booking | null } | null>(null);
  const [start, setStart] = useState<BookingStart | null>(null);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  useEffect(() => {
    void fetchOwnBooking(token)
      .then(async ({ assignment, booking }) => {
        if (!assignment) return;
        // Only a caller with an inspection loads its view.
        setSummary(await import('./PublicBookingSummary.tsx'));
        setOwn({ assignmentId: assignment.id, booking });
      })
      .catch(() => undefined);
  }, [token]);
  useEffect(() => {
    if (start && !panel) void loadPanel().then(setPanel, () => setStart(null));
  }, [start, panel]);
  if (!own || !summary) return null;
  if (start && panel)
    return (
      <panel.default
        token={token}
        assignmentId={own.assignmentId}
        booking={own.booking}
        start={start}
        lang={lang}
        messages={messages}
        onChanged={onChanged}
      />
    );
  return (
    <summary.PublicBookingSummary
      booking={own.booking}
      lang={lang}
      messages={messages}
      loading={start !== null}
      onStart={setStart}
      onPrepare={() => void loadPanel().catch(() => undefined)}
    />
  );
}
