import { atom } from 'nanostores';
import {
  AppointmentLocationSchema,
  type AppointmentLocation,
  type AppointmentLocationInput,
  type WEEKDAYS,
} from '../../../contract/appointment-locations.ts';
import { ApiError } from '../api/api-error.ts';
import { interpolate } from '../interpolate.ts';
import { createVersionedList } from '../pages/versioned-list.ts';
import * as api from './api.ts';
import { parseClosedDays, shownDay } from './closed-days.ts';

export interface LocationsWords {
  'locations.saved': string;
  'locations.deleted': string;
  'locations.badDay': string;
  'conflict.changedKept': string;
  'conflict.nothingDone': string;
  'conflict.someone': string;
}

/** The form's fields: closed days as typed, dd.MM.yyyy one a line. */
export type LocationDraft = Omit<AppointmentLocationInput, 'closed_days'> & { closed_days: string };

const EMPTY: LocationDraft = {
  name: '',
  address: '',
  county_code: '',
  phone: '',
  opening_hours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, opens: '09:00', closes: '17:00' })),
  active: true,
  slot_minutes: 30,
  bays: 1,
  closed_days: '',
};

const draftOf = (l: AppointmentLocation): LocationDraft => ({
  name: l.name,
  address: l.address,
  county_code: l.county_code,
  phone: l.phone,
  opening_hours: l.opening_hours,
  active: l.active,
  slot_minutes: l.slot_minutes,
  bays: l.bays,
  closed_days: l.closed_days.map(shownDay).join('\n'),
});

/** Thrown before sending when a typed closed day is not a day; the page shows it beside the field. */
class BadDay extends Error {}

/**
 * /config/appointment-locations: where and when assessors see vehicles. A change that would leave
 * future bookings without their place is refused by the server, each field with its message; the
 * page then asks (`$askToKeep`) and, confirmed, sends it again saying to go ahead.
 */
export function createLocationsPage(words: LocationsWords) {
  const page = createVersionedList<AppointmentLocation, LocationDraft>({
    fetch: api.fetchLocations,
    schema: AppointmentLocationSchema,
    words: { ...words, saved: words['locations.saved'], deleted: words['locations.deleted'] },
  });
  /** The server's messages about bookings a change would leave out, while the page asks whether to go ahead. */
  const $askToKeep = atom<string[]>([]);

  const inputOf = (draft: LocationDraft): AppointmentLocationInput => {
    const closed = parseClosedDays(draft.closed_days);
    if ('bad' in closed) throw new BadDay(interpolate(words['locations.badDay'], { day: closed.bad }));
    return { ...draft, closed_days: closed.days };
  };

  const save = async (confirmAffected: boolean) => {
    $askToKeep.set([]);
    const open = page.$editing.get();
    if (!open) return;
    let input: AppointmentLocationInput;
    try {
      input = inputOf(open.draft);
    } catch (error) {
      if (!(error instanceof BadDay)) throw error;
      page.saving.clear();
      page.saving.$fields.set({ closed_days: error.message });
      return;
    }
    await page.saveEditing(
      () => api.createLocation(input),
      async (id, version) => {
        try {
          return await api.updateLocation(id, version, input, confirmAffected);
        } catch (error) {
          if (error instanceof ApiError && error.code === 'in_use' && error.problems.length > 0)
            $askToKeep.set(error.problems.map((p) => p.message));
          throw error;
        }
      },
    );
  };

  return {
    ...page,
    $askToKeep,
    addNew: () => page.open({ id: null, version: 0, draft: EMPTY }),
    edit: (l: AppointmentLocation) => page.open({ id: l.id, version: l.version, draft: draftOf(l) }),
    saveLocation: () => save(false),
    /** The person read what the change does to the bookings and goes ahead: they stay as booked. */
    keepBookingsAndSave: () => save(true),
    /** Back to the form, which still shows each field's message. */
    cancelKeep: () => $askToKeep.set([]),
    /** The closed days as typed, one a line (dd.MM.yyyy); checked when saving. */
    setClosedDays(text: string) {
      page.editDraft({ closed_days: text });
    },
    deleteLocation: () => page.confirmDelete(api.deleteLocation),
    /** Opens a day with the given hours, or closes it (null); the days stay in week order. */
    setHours(day: (typeof WEEKDAYS)[number], change: { opens: string; closes: string } | null) {
      const open = page.$editing.get();
      if (!open) return;
      const others = open.draft.opening_hours.filter((h) => h.day !== day);
      page.editDraft({
        opening_hours: change ? [...others, { day, ...change }].sort((a, b) => a.day - b.day) : others,
      });
    },
  };
}

export type LocationsPage = ReturnType<typeof createLocationsPage>;
