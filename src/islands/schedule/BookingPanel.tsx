import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { formatDay } from '../../lib/day-names.ts';
import { islandT } from '../../lib/i18n-island.ts';
import type { Loader } from '../../lib/pages/loader.ts';
import { generalProblem } from '../../lib/pages/saving.ts';
import * as staffApi from '../../lib/schedule/api.ts';
import { createBookingPanel } from '../../lib/schedule/booking-panel.ts';
import { refreshAssignment } from '../../lib/schedule/refresh-assignment.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { cardClass, FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { BookingChoiceForm } from './BookingChoiceForm.tsx';
import { BookingLoadFailed, BookingOutcomeLine } from './booking-parts.tsx';
import type { BookingMessages } from './booking-keys.ts';
import type { Language } from '../../../contract/languages.ts';

/** The inspection appointment of the assignment (decided by lib/schedule/booking-panel.ts). */
export function BookingPanel({
  assignment: a,
  loader,
  lang,
  messages: m,
}: {
  assignment: AssignmentDetail;
  loader: Loader<AssignmentDetail>;
  lang: Language;
  messages: BookingMessages;
}) {
  const t = islandT(m);
  const [panel] = useState(() =>
    createBookingPanel({
      assignmentId: a.id,
      saved: m['booking.saved'],
      onChanged: refreshAssignment(loader, a.id),
      api: staffApi,
    }),
  );
  useEffect(() => void panel.enter(), [panel]);
  const booking = useStore(panel.$booking);
  const mode = useStore(panel.$mode);
  const confirmCancel = useStore(panel.$confirmCancel);
  const problem = useStore(panel.saving.$problem);
  const fields = useStore(panel.saving.$fields);
  const failed = useStore(panel.$failed);
  const heading = useRef<HTMLHeadingElement>(null);
  if (booking === undefined && !failed) return null;

  const general = generalProblem(problem, fields, ['location_id', 'starts_at']);
  return (
    <section aria-labelledby="booking-title" className={cardClass}>
      <h2 ref={heading} id="booking-title" tabIndex={-1} className="text-lg font-semibold focus:outline-2">
        {m['booking.title']}
      </h2>
      {booking === undefined && (
        <BookingLoadFailed panel={panel} messages={m} heading={heading} buttonClass={secondaryButton} />
      )}
      <BookingOutcomeLine
        panel={panel}
        text={{
          booked: m['booking.outcome.booked'],
          moved: m['booking.outcome.moved'],
          cancelled: m['booking.outcome.cancelled'],
        }}
      />
      {booking && (
        <p data-testid="booking-current" className="font-medium">
          {t('booking.when', { date: formatDay(booking.date, lang, true), time: booking.time })} ·{' '}
          {booking.location_name}, {booking.location_address}
        </p>
      )}
      {booking === null && <p>{m['booking.none']}</p>}
      {mode === 'view' && booking !== undefined && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={primaryButton} onClick={() => void panel.choose()}>
            {booking ? m['booking.move'] : m['booking.book']}
          </button>
          {booking && (
            <button type="button" className={secondaryButton} onClick={panel.askCancel}>
              {m['booking.cancel']}
            </button>
          )}
        </div>
      )}
      {mode === 'choose' && (
        <BookingChoiceForm panel={panel} lang={lang} messages={m} idPrefix="booking" times="select" />
      )}
      <ConfirmDialog
        open={confirmCancel}
        title={m['booking.cancelTitle']}
        confirmLabel={m['booking.cancelConfirm']}
        cancelLabel={m['booking.keep']}
        onConfirm={() => panel.cancel()}
        onCancel={panel.keep}
      >
        {booking?.contact ? t('booking.cancelBody', { contact: booking.contact }) : m['booking.cancelBodyNobody']}
      </ConfirmDialog>
      {mode === 'view' && general && <FormProblem text={general} />}
    </section>
  );
}
