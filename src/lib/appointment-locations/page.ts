import { atom } from 'nanostores';
import {
  AppointmentLocationInputSchema,
  AppointmentLocationSchema,
  locationProblems,
  type AppointmentLocation,
  type AppointmentLocationInput,
  type WEEKDAYS,
} from '../../../contract/appointment-locations.ts';
import type { Language } from '../../../contract/languages.ts';
import { GENERAL_FIELD_KEYS } from '../../../contract/problems.ts';
import { ApiError } from '../api/api-error.ts';
import { fieldMessages, formKey } from '../field-messages.ts';
import { interpolate } from '../interpolate.ts';
import { createVersionedList } from '../pages/versioned-list.ts';
import { pluralKeys } from '../plural.ts';
import * as api from './api.ts';
import { parseClosedDays, shownDay } from './closed-days.ts';
import { createClosedEverywhere } from './closed-everywhere.ts';

/** The messages of the form's own check before sending: the schema's keys and the general ones. */
export const LOCATION_CHECK_KEYS = [
  'error.location.nameRequired',
  'error.location.addressRequired',
  'error.location.county',
  'error.location.weekday',
  'error.location.time',
  'error.location.closesBeforeOpens',
  'error.location.onePerWeekday',
  'error.location.slotMinutes',
  'error.location.bays',
  'error.location.closedDaysTooMany',
  'error.location.closedDayListedTwice',
  ...pluralKeys('error.field.atMost'),
  'error.field.phone',
  ...GENERAL_FIELD_KEYS,
] as const;

/** The inputs of the form in the order it shows them: a refusal's messages go beside them, focus to the first. */
export const LOCATION_FIELDS = [
  'name',
  'address',
  'phone',
  'county_code',
  'opening_hours',
  'slot_minutes',
  'bays',
  'closed_days',
  'active',
] as const;

/** Every message a refusal has for one input (each line of a list may have its own), once each. */
export function messagesFor(fields: Record<string, string>, input: string): string | undefined {
  const found = Object.entries(fields)
    .filter(([field]) => field === input || field.startsWith(`${input}.`))
    .map(([, message]) => message);
  return found.length > 0 ? [...new Set(found)].join(' ') : undefined;
}

/** The opening hours at fault: the weekdays whose line a refusal names (`opening_hours.<index>`). */
export function daysAtFault(fields: Record<string, string>, draft: LocationDraft): number[] {
  return Object.keys(fields).flatMap((field) => {
    const index = /^opening_hours\.(\d+)/.exec(field)?.[1];
    const day = index === undefined ? undefined : draft.opening_hours[Number(index)]?.day;
    return day === undefined ? [] : [day];
  });
}

/**
 * Where focus goes after a refusal: the first input at fault in the form's order (`hours-<day>` for
 * a weekday's opening time, `hours` for the hours as a whole), or null when no input is at fault.
 */
export function focusTarget(fields: Record<string, string>, draft: LocationDraft): string | null {
  const input = LOCATION_FIELDS.find((name) => messagesFor(fields, name) !== undefined);
  if (input !== 'opening_hours') return input ?? null;
  const [day] = daysAtFault(fields, draft);
  return day === undefined ? 'hours' : `hours-${day}`;
}

export type LocationsWords = Record<(typeof LOCATION_CHECK_KEYS)[number], string> & {
  'locations.saved': string;
  'locations.deleted': string;
  'locations.badDay': string;
  'conflict.changedKept': string;
  'conflict.nothingDone': string;
  'conflict.someone': string;
};

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

/**
 * /config/appointment-locations: where and when assessors see vehicles. A change that would leave
 * future bookings without their place is refused by the server, each field with its message; the
 * page then asks (`$askToKeep`) and, confirmed, sends it again saying to go ahead.
 */
export function createLocationsPage(words: LocationsWords, lang: Language) {
  const page = createVersionedList<AppointmentLocation, LocationDraft>({
    fetch: api.fetchLocations,
    schema: AppointmentLocationSchema,
    words: { ...words, saved: words['locations.saved'], deleted: words['locations.deleted'] },
  });
  /** The server's messages about bookings a change would leave out, while the page asks whether to go ahead. */
  const $askToKeep = atom<string[]>([]);

  const strings: Record<string, string> = words;
  const t = (key: string, values: Record<string, string | number> = {}) =>
    interpolate(strings[formKey(lang, key, values, strings)] ?? words['error.field.invalid'], values);

  /** The form's own check, all at once: each line that is no day, each day listed twice, and the schema's problems. */
  const ownCheck = (draft: LocationDraft) => {
    const closed = parseClosedDays(draft.closed_days);
    const input: AppointmentLocationInput = { ...draft, closed_days: closed.days };
    const problems = locationProblems(AppointmentLocationInputSchema, input);
    const fields = fieldMessages(
      problems.filter((p) => !p.field.startsWith('closed_days')),
      t,
    );
    const aboutDays = [
      ...closed.bad.map((day) => interpolate(words['locations.badDay'], { day })),
      ...problems
        .filter((p) => p.field.startsWith('closed_days'))
        .map((p) => t(p.key, (p.params ?? {}) as Record<string, string | number>)),
    ];
    if (aboutDays.length > 0) fields.closed_days = aboutDays.join(' ');
    return { input, fields };
  };

  /** Where focus goes now: the first input at fault (each refusal a new value, so the island moves it again). */
  const $focus = atom<{ target: string } | null>(null);
  const focusFirstFault = () => {
    const open = page.$editing.get();
    const target = open ? focusTarget(page.saving.$fields.get(), open.draft) : null;
    if (target) $focus.set({ target });
  };

  const save = async (confirmAffected: boolean) => {
    $askToKeep.set([]);
    const open = page.$editing.get();
    if (!open) return;
    const { input, fields } = ownCheck(open.draft);
    if (Object.keys(fields).length > 0) {
      page.saving.clear();
      page.saving.$fields.set(fields);
      focusFirstFault();
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
    // While the dialog asks about the bookings it has the focus; the form gets it back on cancel.
    if ($askToKeep.get().length === 0) focusFirstFault();
  };

  const everywhere = createClosedEverywhere(words);

  return {
    ...page,
    everywhere,
    enter() {
      page.enter();
      void everywhere.enter();
    },
    exit() {
      page.exit();
      everywhere.exit();
    },
    $askToKeep,
    $focus,
    addNew: () => page.open({ id: null, version: 0, draft: EMPTY }),
    edit: (l: AppointmentLocation) => page.open({ id: l.id, version: l.version, draft: draftOf(l) }),
    saveLocation: () => save(false),
    /** The person read what the change does to the bookings and goes ahead: they stay as booked. */
    keepBookingsAndSave: () => save(true),
    /** Back to the form, which still shows each field's message. */
    cancelKeep() {
      $askToKeep.set([]);
      focusFirstFault();
    },
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
