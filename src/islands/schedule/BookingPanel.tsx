import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import type { Loader } from '../../lib/pages/loader.ts';
import { generalProblem } from '../../lib/pages/saving.ts';
import * as staffApi from '../../lib/schedule/api.ts';
import { createBookingPanel } from '../../lib/schedule/booking-panel.ts';
import { refreshAssignment } from '../../lib/schedule/refresh-assignment.ts';
import ConfirmDialog from '../parts/ConfirmDialog.tsx';
import { FieldError } from '../parts/TextField.tsx';
import { invalidProps } from '../parts/field-aria.ts';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from '../parts/FormProblem.tsx';

export const BOOKING_PANEL_KEYS = [
  'booking.title',
  'booking.none',
  'booking.book',
  'booking.move',
  'booking.cancel',
  'booking.county',
  'booking.location',
  'booking.day',
  'booking.slot',
  'booking.free',
  'booking.confirmBook',
  'booking.confirmMove',
  'booking.close',
  'booking.noSlots',
  'booking.cancelTitle',
  'booking.cancelBody',
  'booking.cancelConfirm',
  'booking.keep',
  'booking.saved',
  'booking.when',
] as const;
type Messages = Record<(typeof BOOKING_PANEL_KEYS)[number], string>;

/** The inspection appointment of the assignment (decided by lib/schedule/booking-panel.ts). */
export function BookingPanel({
  assignment: a,
  loader,
  messages: m,
}: {
  assignment: AssignmentDetail;
  loader: Loader<AssignmentDetail>;
  messages: Messages;
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
  const counties = useStore(panel.$counties);
  const slots = useStore(panel.$slots);
  const choice = useStore(panel.$choice);
  const confirmCancel = useStore(panel.$confirmCancel);
  const busy = useStore(panel.saving.$busy);
  const problem = useStore(panel.saving.$problem);
  const fields = useStore(panel.saving.$fields);
  if (booking === undefined) return null;

  const location = slots?.locations.find((l) => l.id === choice.location_id);
  const day = location?.days.find((d) => d.date === choice.date);
  const general = generalProblem(problem, fields, ['location_id', 'starts_at']);
  return (
    <section aria-labelledby="booking-title" className={cardClass}>
      <h2 id="booking-title" className="text-lg font-semibold">
        {m['booking.title']}
      </h2>
      {booking ? (
        <p data-testid="booking-current" className="font-medium">
          {t('booking.when', { date: formatDate(booking.date), time: booking.time })} · {booking.location_name},{' '}
          {booking.location_address}
        </p>
      ) : (
        <p>{m['booking.none']}</p>
      )}
      {mode === 'view' && (
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
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            void panel.confirm();
          }}
        >
          <label className="text-sm">
            {m['booking.county']}
            <select
              className={inputClass}
              value={choice.county}
              onChange={(e) => void panel.chooseCounty(e.target.value)}
            >
              <option value="">–</option>
              {counties.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            {m['booking.location']}
            <select
              className={inputClass}
              value={choice.location_id}
              onChange={(e) => panel.chooseLocation(e.target.value)}
              {...invalidProps('booking-location-error', fields.location_id)}
            >
              <option value="">–</option>
              {(slots?.locations ?? []).map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
            <FieldError id="booking-location-error" message={fields.location_id ?? null} />
          </label>
          <label className="text-sm">
            {m['booking.day']}
            <select className={inputClass} value={choice.date} onChange={(e) => panel.chooseDay(e.target.value)}>
              {(location?.days ?? []).map((d) => (
                <option key={d.date} value={d.date}>
                  {formatDate(d.date)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            {m['booking.slot']}
            <select
              className={inputClass}
              value={choice.time}
              onChange={(e) => panel.chooseSlot(e.target.value)}
              {...invalidProps('booking-slot-error', fields.starts_at)}
            >
              <option value="">–</option>
              {(day?.times ?? []).map((time, i) => (
                <option key={time} value={time}>
                  {time} ({t('booking.free', { count: day?.free[i] ?? 0 })})
                </option>
              ))}
            </select>
            <FieldError id="booking-slot-error" message={fields.starts_at ?? null} />
          </label>
          {location && location.days.length === 0 && <p className="sm:col-span-2">{m['booking.noSlots']}</p>}
          <FormProblem text={general || null} />
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className={primaryButton} disabled={busy || !choice.time}>
              {booking ? m['booking.confirmMove'] : m['booking.confirmBook']}
            </button>
            <button type="button" className={secondaryButton} onClick={panel.close}>
              {m['booking.close']}
            </button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirmCancel}
        title={m['booking.cancelTitle']}
        confirmLabel={m['booking.cancelConfirm']}
        cancelLabel={m['booking.keep']}
        onConfirm={() => panel.cancel()}
        onCancel={panel.keep}
      >
        {m['booking.cancelBody']}
      </ConfirmDialog>
      {mode === 'view' && general && <FormProblem text={general} />}
    </section>
  );
}
