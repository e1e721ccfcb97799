import { useEffect, useState, type ReactNode } from 'react';
import { fetchOwnBooking } from '../../lib/schedule/own-api.ts';
import type { BookingMessages } from './booking-keys.ts';
import type { Language } from '../../../contract/languages.ts';

/**
 * The policyholder's inspection on a public page (tracker case or guest link): nothing when the
 * caller has no open inspection, else the booking panel with "Book an inspection" or the booking.
 * The panel (its store, form and dialog) is fetched only for such a caller: every other public
 * page stays within its JavaScript budget. `onChanged` hears of each booking, move or cancellation.
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
  const [panel, setPanel] = useState<ReactNode>(null);
  useEffect(() => {
    void fetchOwnBooking(token)
      .then(async ({ assignment }) => {
        if (!assignment) return;
        const { default: PublicBooking } = await import('./PublicBooking.tsx');
        setPanel(
          <PublicBooking
            token={token}
            assignmentId={assignment.id}
            lang={lang}
            messages={messages}
            onChanged={onChanged}
          />,
        );
      })
      .catch(() => undefined);
  }, [token, lang, messages, onChanged]);
  return panel;
}
