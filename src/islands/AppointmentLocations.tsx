import { useState } from 'react';
import { WEEKDAY_NAMES, WEEKDAYS, AppointmentLocationsSchema, type AppointmentLocation, type AppointmentLocationInput } from '../../contract/appointment-locations.ts';
import type { Language } from '../../contract/languages.ts';
import { apiGet, apiPost, apiPut } from '../lib/api/client.ts';
import { useLoad } from '../lib/use-load.ts';
import { useSave } from '../lib/use-save.ts';
import { CountySelect } from './parts/CountySelect.tsx';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from './parts/FormProblem.tsx';

export const LOCATIONS_KEYS = [
  'app.loading',
  'locations.failed',
  'locations.add',
  'locations.edit',
  'locations.name',
  'locations.address',
  'locations.county',
  'locations.phone',
  'locations.hours',
  'locations.opens',
  'locations.closes',
  'locations.closed',
  'locations.active',
  'locations.inactive',
  'locations.save',
  'locations.saved',
  'locations.cancel',
] as const;
type Messages = Record<(typeof LOCATIONS_KEYS)[number], string>;

const EMPTY: AppointmentLocationInput = { name: '', address: '', county_code: '', phone: '', opening_hours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, opens: '09:00', closes: '17:00' })), active: true };

const inputOf = (l: AppointmentLocation): AppointmentLocationInput => ({ name: l.name, address: l.address, county_code: l.county_code, phone: l.phone, opening_hours: l.opening_hours, active: l.active });

/** /config/appointment-locations (AC.Assessor.Manager): where and when assessors see vehicles. */
export default function AppointmentLocations({ lang, messages: m }: { lang: Language; messages: Messages }) {
  const { loaded, set } = useLoad(() => apiGet('/config/appointment-locations', AppointmentLocationsSchema), 'locations');
  const [editing, setEditing] = useState<{ id: string | null; draft: AppointmentLocationInput } | null>(null);
  const { busy, problem, save, setProblem } = useSave(m['locations.saved']);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['locations.failed']}</p>;
  const hoursOf = (draft: AppointmentLocationInput, day: number) => draft.opening_hours.find((h) => h.day === day);
  const setHours = (day: (typeof WEEKDAYS)[number], change: { opens: string; closes: string } | null) => {
    if (!editing) return;
    const others = editing.draft.opening_hours.filter((h) => h.day !== day);
    setEditing({ ...editing, draft: { ...editing.draft, opening_hours: change ? [...others, { day, ...change }].sort((a, b) => a.day - b.day) : others } });
  };
  return (
    <div className="space-y-4">
      <button type="button" className={secondaryButton} onClick={() => { setProblem(''); setEditing({ id: null, draft: EMPTY }); }}>
        {m['locations.add']}
      </button>
      {editing && (
        <form
          noValidate
          aria-label={editing.id ? m['locations.edit'] : m['locations.add']}
          className={`${cardClass} grid gap-2 md:grid-cols-2`}
          onSubmit={(e) => {
            e.preventDefault();
            void save(async () => {
              set(editing.id ? await apiPut(`/config/appointment-locations/${editing.id}`, editing.draft, AppointmentLocationsSchema) : await apiPost('/config/appointment-locations', editing.draft, AppointmentLocationsSchema));
              setEditing(null);
            });
          }}
        >
          {(['name', 'address', 'phone'] as const).map((key) => (
            <label key={key} className="text-sm">
              {m[`locations.${key}`]}
              <input className={inputClass} value={editing.draft[key]} onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, [key]: e.target.value } })} />
            </label>
          ))}
          <CountySelect label={m['locations.county']} value={editing.draft.county_code} onChange={(county_code) => setEditing({ ...editing, draft: { ...editing.draft, county_code } })} />
          <fieldset className="md:col-span-2">
            <legend className="font-semibold">{m['locations.hours']}</legend>
            {WEEKDAYS.map((day) => {
              const hours = hoursOf(editing.draft, day);
              const name = WEEKDAY_NAMES[lang][day - 1];
              return (
                <div key={day} className="flex flex-wrap items-center gap-3 py-1 text-sm">
                  <label className="flex w-36 items-center gap-2">
                    <input type="checkbox" checked={hours !== undefined} onChange={(e) => setHours(day, e.target.checked ? { opens: '09:00', closes: '17:00' } : null)} />
                    {name}
                  </label>
                  {hours ? (
                    <>
                      <label>
                        {m['locations.opens']} <input type="time" aria-label={`${name} ${m['locations.opens']}`} className="rounded border border-gray-400 px-1" value={hours.opens} onChange={(e) => setHours(day, { opens: e.target.value, closes: hours.closes })} />
                      </label>
                      <label>
                        {m['locations.closes']} <input type="time" aria-label={`${name} ${m['locations.closes']}`} className="rounded border border-gray-400 px-1" value={hours.closes} onChange={(e) => setHours(day, { opens: hours.opens, closes: e.target.value })} />
                      </label>
                    </>
                  ) : (
                    <span>{m['locations.closed']}</span>
                  )}
                </div>
              );
            })}
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={editing.draft.active} onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, active: e.target.checked } })} />
            {m['locations.active']}
          </label>
          <div className="flex gap-2 md:col-span-2">
            <button type="submit" className={primaryButton} disabled={busy}>
              {m['locations.save']}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
              {m['locations.cancel']}
            </button>
          </div>
        </form>
      )}
      <FormProblem text={problem} />
      <div className="grid gap-4 md:grid-cols-2">
        {loaded.data.map((l) => (
          <section key={l.id} aria-labelledby={`location-${l.id}`} className={cardClass}>
            <h2 id={`location-${l.id}`} className="text-lg font-semibold">
              {l.name}
              {!l.active && <span className="ml-2 rounded bg-gray-200 px-2 text-sm text-gray-900">{m['locations.inactive']}</span>}
            </h2>
            <p className="text-sm">
              {l.address}, {l.county_name} · {l.phone}
            </p>
            <dl className="grid grid-cols-[8rem_1fr] text-sm">
              {WEEKDAYS.map((day) => {
                const hours = l.opening_hours.find((h) => h.day === day);
                return [<dt key={`d${day}`}>{WEEKDAY_NAMES[lang][day - 1]}</dt>, <dd key={`h${day}`}>{hours ? `${hours.opens}–${hours.closes}` : m['locations.closed']}</dd>];
              })}
            </dl>
            <button type="button" className={secondaryButton} aria-label={`${m['locations.edit']} ${l.name}`} onClick={() => { setProblem(''); setEditing({ id: l.id, draft: inputOf(l) }); }}>
              {m['locations.edit']}
            </button>
          </section>
        ))}
      </div>
    </div>
  );
}
