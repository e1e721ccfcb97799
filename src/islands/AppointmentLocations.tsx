import { useState } from 'react';
import {
  WEEKDAY_NAMES,
  WEEKDAYS,
  AppointmentLocationSchema,
  AppointmentLocationsSchema,
  type AppointmentLocation,
  type AppointmentLocationInput,
} from '../../contract/appointment-locations.ts';
import type { Language } from '../../contract/languages.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../lib/api/client.ts';
import { conflictMessage, conflictOf } from '../lib/api/conflict.ts';
import { interpolate } from '../lib/interpolate.ts';
import { useLoad } from '../lib/use-load.ts';
import { useSave } from '../lib/use-save.ts';
import ConfirmDialog from './parts/ConfirmDialog.tsx';
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
  'locations.delete',
  'locations.deleteTitle',
  'locations.deleteWhat',
  'locations.deleteConfirm',
  'locations.deleted',
  'conflict.changedKept',
  'conflict.nothingDone',
  'conflict.someone',
] as const;
type Messages = Record<(typeof LOCATIONS_KEYS)[number], string>;

const EMPTY: AppointmentLocationInput = {
  name: '',
  address: '',
  county_code: '',
  phone: '',
  opening_hours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, opens: '09:00', closes: '17:00' })),
  active: true,
};

const inputOf = (l: AppointmentLocation): AppointmentLocationInput => ({
  name: l.name,
  address: l.address,
  county_code: l.county_code,
  phone: l.phone,
  opening_hours: l.opening_hours,
  active: l.active,
});

/** /config/appointment-locations (AC.Assessor.Manager): where and when assessors see vehicles. */
export default function AppointmentLocations({ lang, messages: m }: { lang: Language; messages: Messages }) {
  const { loaded, set } = useLoad(
    () => apiGet('/config/appointment-locations', AppointmentLocationsSchema),
    'locations',
  );
  // `version` is the location's version the form was opened on: a save on an older one is refused.
  const [editing, setEditing] = useState<{
    id: string | null;
    version: number;
    draft: AppointmentLocationInput;
  } | null>(null);
  const [deleting, setDeleting] = useState<AppointmentLocation | null>(null);
  const { busy, problem, save, setProblem } = useSave(m['locations.saved']);
  const removal = useSave(m['locations.deleted']);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['locations.failed']}</p>;
  const locations = loaded.data;
  /**
   * Someone else changed the location first: the list shows it as it is now and the refusal says
   * who and when (in `template`'s words); any other failure is passed on as it is.
   */
  const refusal = (error: unknown, template: string, keep?: (current: AppointmentLocation) => void): Error => {
    const conflict = conflictOf(error, AppointmentLocationSchema);
    if (!conflict) return error instanceof Error ? error : new Error(String(error));
    set(locations.map((l) => (l.id === conflict.current.id ? conflict.current : l)));
    keep?.(conflict.current);
    return new Error(conflictMessage(conflict, template, m['conflict.someone']));
  };
  const saveLocation = (open: { id: string | null; version: number; draft: AppointmentLocationInput }) =>
    save(async () => {
      try {
        const path = `/config/appointment-locations/${open.id}`;
        set(
          open.id
            ? await apiPut(path, open.draft, AppointmentLocationsSchema, { ifMatch: open.version })
            : await apiPost('/config/appointment-locations', open.draft, AppointmentLocationsSchema),
        );
        setEditing(null);
      } catch (error) {
        // What was typed stays in the form, now on the version shown, to be checked and saved again.
        throw refusal(error, m['conflict.changedKept'], (current) =>
          setEditing((now) => now && { ...now, version: current.version }),
        );
      }
    });
  const deleteLocation = async (location: AppointmentLocation) => {
    await removal.save(async () => {
      try {
        set(
          await apiDelete(`/config/appointment-locations/${location.id}`, AppointmentLocationsSchema, {
            ifMatch: location.version,
          }),
        );
      } catch (error) {
        throw refusal(error, m['conflict.nothingDone']);
      }
    });
    setDeleting(null);
  };
  const hoursOf = (draft: AppointmentLocationInput, day: number) => draft.opening_hours.find((h) => h.day === day);
  const setHours = (day: (typeof WEEKDAYS)[number], change: { opens: string; closes: string } | null) => {
    if (!editing) return;
    const others = editing.draft.opening_hours.filter((h) => h.day !== day);
    setEditing({
      ...editing,
      draft: {
        ...editing.draft,
        opening_hours: change ? [...others, { day, ...change }].sort((a, b) => a.day - b.day) : others,
      },
    });
  };
  return (
    <div className="space-y-4">
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          setProblem('');
          setEditing({ id: null, version: 0, draft: EMPTY });
        }}
      >
        {m['locations.add']}
      </button>
      {editing && (
        <form
          noValidate
          aria-label={editing.id ? m['locations.edit'] : m['locations.add']}
          className={`${cardClass} grid gap-2 md:grid-cols-2`}
          onSubmit={(e) => {
            e.preventDefault();
            void saveLocation(editing);
          }}
        >
          {(['name', 'address', 'phone'] as const).map((key) => (
            <label key={key} className="text-sm">
              {m[`locations.${key}`]}
              <input
                className={inputClass}
                value={editing.draft[key]}
                onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, [key]: e.target.value } })}
              />
            </label>
          ))}
          <CountySelect
            label={m['locations.county']}
            value={editing.draft.county_code}
            onChange={(county_code) => setEditing({ ...editing, draft: { ...editing.draft, county_code } })}
          />
          <fieldset className="md:col-span-2">
            <legend className="font-semibold">{m['locations.hours']}</legend>
            {WEEKDAYS.map((day) => {
              const hours = hoursOf(editing.draft, day);
              const name = WEEKDAY_NAMES[lang][day - 1];
              return (
                <div key={day} className="flex flex-wrap items-center gap-3 py-1 text-sm">
                  <label className="flex w-36 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={hours !== undefined}
                      onChange={(e) => setHours(day, e.target.checked ? { opens: '09:00', closes: '17:00' } : null)}
                    />
                    {name}
                  </label>
                  {hours ? (
                    <>
                      <label>
                        {m['locations.opens']}{' '}
                        <input
                          type="time"
                          aria-label={`${name} ${m['locations.opens']}`}
                          className="rounded border border-gray-400 px-1"
                          value={hours.opens}
                          onChange={(e) => setHours(day, { opens: e.target.value, closes: hours.closes })}
                        />
                      </label>
                      <label>
                        {m['locations.closes']}{' '}
                        <input
                          type="time"
                          aria-label={`${name} ${m['locations.closes']}`}
                          className="rounded border border-gray-400 px-1"
                          value={hours.closes}
                          onChange={(e) => setHours(day, { opens: hours.opens, closes: e.target.value })}
                        />
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
            <input
              type="checkbox"
              checked={editing.draft.active}
              onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, active: e.target.checked } })}
            />
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
      <FormProblem text={removal.problem} />
      <ConfirmDialog
        open={deleting !== null}
        title={interpolate(m['locations.deleteTitle'], { name: deleting?.name ?? '' })}
        confirmLabel={m['locations.deleteConfirm']}
        cancelLabel={m['locations.cancel']}
        onConfirm={() => (deleting ? deleteLocation(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      >
        <p>{interpolate(m['locations.deleteWhat'], { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
      <div className="grid gap-4 md:grid-cols-2">
        {locations.map((l) => (
          <section key={l.id} aria-labelledby={`location-${l.id}`} className={cardClass}>
            <h2 id={`location-${l.id}`} className="text-lg font-semibold">
              {l.name}
              {!l.active && (
                <span className="ml-2 rounded bg-gray-200 px-2 text-sm text-gray-900">{m['locations.inactive']}</span>
              )}
            </h2>
            <p className="text-sm">
              {l.address}, {l.county_name} · {l.phone}
            </p>
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
                onClick={() => {
                  setProblem('');
                  setEditing({ id: l.id, version: l.version, draft: inputOf(l) });
                }}
              >
                {m['locations.edit']}
              </button>
              <button
                type="button"
                className={secondaryButton}
                aria-label={`${m['locations.delete']} ${l.name}`}
                onClick={() => {
                  removal.setProblem('');
                  setDeleting(l);
                }}
              >
                {m['locations.delete']}
              </button>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
