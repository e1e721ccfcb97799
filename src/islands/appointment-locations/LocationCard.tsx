import { WEEKDAY_NAMES, WEEKDAYS, type AppointmentLocation } from '../../../contract/appointment-locations.ts';
import type { Language } from '../../../contract/languages.ts';
import type { LocationsPage } from '../../lib/appointment-locations/page.ts';
import { cardClass, secondaryButton } from '../common/FormProblem.tsx';
import { interpolate } from '../../lib/interpolate.ts';
import type { LocationsMessages } from './messages.ts';

/** One location: where, when it is open, and changing or deleting it. */
export function LocationCard({
  page,
  location: l,
  lang,
  m,
}: {
  page: LocationsPage;
  location: AppointmentLocation;
  lang: Language;
  m: LocationsMessages;
}) {
  return (
    <section aria-labelledby={`location-${l.id}`} className={cardClass}>
      <h2 id={`location-${l.id}`} className="text-lg font-semibold">
        {l.name}
        {!l.active && (
          <span className="ml-2 rounded bg-gray-200 px-2 text-sm text-gray-900">{m['locations.inactive']}</span>
        )}
      </h2>
      <p className="text-sm">
        {l.address}, {l.county_name} · {l.phone}
      </p>
      <p className="text-sm">{interpolate(m['locations.grid'], { minutes: l.slot_minutes, bays: l.bays })}</p>
      <dl className="grid grid-cols-[8rem_1fr] text-sm">
        {WEEKDAYS.map((day) => {
          const hours = l.opening_hours.find((h) => h.day === day);
          return [
            <dt key={`d${day}`}>{WEEKDAY_NAMES[lang][day - 1]}</dt>,
            <dd key={`h${day}`}>{hours ? `${hours.opens}–${hours.closes}` : m['locations.closed']}</dd>,
          ];
        })}
      </dl>
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryButton}
          aria-label={`${m['locations.edit']} ${l.name}`}
          onClick={() => page.edit(l)}
        >
          {m['locations.edit']}
        </button>
        <button
          type="button"
          className={secondaryButton}
          aria-label={`${m['locations.delete']} ${l.name}`}
          onClick={() => page.askToDelete(l)}
        >
          {m['locations.delete']}
        </button>
      </div>
    </section>
  );
}
