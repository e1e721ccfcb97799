import {
  AppointmentLocationSchema,
  type AppointmentLocation,
  type AppointmentLocationInput,
  type WEEKDAYS,
} from '../../../contract/appointment-locations.ts';
import { createVersionedList } from '../pages/versioned-list.ts';
import * as api from './api.ts';

export interface LocationsWords {
  'locations.saved': string;
  'locations.deleted': string;
  'conflict.changedKept': string;
  'conflict.nothingDone': string;
  'conflict.someone': string;
}

const EMPTY: AppointmentLocationInput = {
  name: '',
  address: '',
  county_code: '',
  phone: '',
  opening_hours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, opens: '09:00', closes: '17:00' })),
  active: true,
  slot_minutes: 30,
  bays: 1,
  closed_days: [],
};

const inputOf = (l: AppointmentLocation): AppointmentLocationInput => ({
  name: l.name,
  address: l.address,
  county_code: l.county_code,
  phone: l.phone,
  opening_hours: l.opening_hours,
  active: l.active,
  slot_minutes: l.slot_minutes,
  bays: l.bays,
  closed_days: l.closed_days,
});

/** /config/appointment-locations: where and when assessors see vehicles. */
export function createLocationsPage(words: LocationsWords) {
  const page = createVersionedList<AppointmentLocation, AppointmentLocationInput>({
    fetch: api.fetchLocations,
    schema: AppointmentLocationSchema,
    words: { ...words, saved: words['locations.saved'], deleted: words['locations.deleted'] },
  });
  return {
    ...page,
    addNew: () => page.open({ id: null, version: 0, draft: EMPTY }),
    edit: (l: AppointmentLocation) => page.open({ id: l.id, version: l.version, draft: inputOf(l) }),
    saveLocation() {
      // Blank lines of the closed days are only the typing's; they are not days.
      const open = page.$editing.get();
      if (open) page.editDraft({ closed_days: open.draft.closed_days.map((d) => d.trim()).filter(Boolean) });
      return page.saveEditing(api.createLocation, api.updateLocation);
    },
    /** The closed days as typed, one a line (YYYY-MM-DD); the server drops those already past. */
    setClosedDays(text: string) {
      page.editDraft({ closed_days: text.split('\n') });
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
