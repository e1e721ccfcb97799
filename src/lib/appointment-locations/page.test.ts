import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentLocation } from '../../../contract/appointment-locations.ts';
import { ApiError } from '../api/api-error.ts';
import { fetchLocations, updateLocation } from './api.ts';
import { parseClosedDays } from './closed-days.ts';
import { LOCATIONS_KEYS } from '../../islands/appointment-locations/messages.ts';
import { messagesFor } from '../i18n.ts';
import { createLocationsPage, LOCATION_CHECK_KEYS } from './page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({
  fetchLocations: vi.fn(),
  createLocation: vi.fn(),
  updateLocation: vi.fn(),
  deleteLocation: vi.fn(),
  fetchClosedEverywhere: vi.fn(async () => ({ days: [], version: 0 })),
  saveClosedEverywhere: vi.fn(),
}));

const militari: AppointmentLocation = {
  id: 'l1',
  version: 4,
  name: 'Centru constatari Militari',
  address: 'Bd. Iuliu Maniu 102',
  county_code: 'B',
  county_name: 'Bucuresti',
  phone: '+40 21 000 0000',
  opening_hours: [{ day: 1, opens: '09:00', closes: '17:00' }],
  active: true,
  slot_minutes: 30,
  bays: 2,
  closed_days: ['2026-12-25', '2027-01-01'],
};
const words = {
  ...(Object.fromEntries(LOCATION_CHECK_KEYS.map((key) => [key, key])) as Record<
    (typeof LOCATION_CHECK_KEYS)[number],
    string
  >),
  'error.location.nameRequired': 'Write the name.',
  'error.location.closesBeforeOpens': 'Closes after it opens.',
  'error.location.closedDayListedTwice': '{{day}} is listed twice.',
  'locations.saved': 'Saved.',
  'locations.deleted': 'Deleted.',
  'locations.badDay': '"{{day}}" is not a day.',
  'conflict.changedKept': 'Kept; {{name}} changed it.',
  'conflict.nothingDone': 'Nothing done; {{name}} changed it.',
  'conflict.someone': 'someone',
};

async function editing() {
  const page = createLocationsPage(words, 'en');
  page.enter();
  await vi.waitFor(() => expect(page.list.$loaded.get().state).toBe('ready'));
  page.edit(militari);
  return page;
}

beforeEach(() => {
  vi.mocked(fetchLocations).mockResolvedValue([militari]);
  vi.mocked(updateLocation).mockReset();
});

describe('closed days as typed', () => {
  it('reads dd.MM.yyyy lines as API days, skipping blank lines, and names every line that is no day', () => {
    expect(parseClosedDays('24.12.2026\n\n 1.1.2027 \n')).toEqual({ days: ['2026-12-24', '2027-01-01'], bad: [] });
    expect(parseClosedDays('24.12.2026\n31.02.2027\nx')).toEqual({ days: ['2026-12-24'], bad: ['31.02.2027', 'x'] });
    expect(parseClosedDays('2026-12-24')).toEqual({ days: [], bad: ['2026-12-24'] });
  });
});

describe('the appointment locations page', () => {
  it('shows closed days as dd.MM.yyyy and sends them as YYYY-MM-DD', async () => {
    const page = await editing();
    expect(page.$editing.get()?.draft.closed_days).toBe('25.12.2026\n01.01.2027');
    page.setClosedDays('25.12.2026\n26.12.2026\n');
    vi.mocked(updateLocation).mockResolvedValue([militari]);
    await page.saveLocation();
    expect(updateLocation).toHaveBeenCalledWith(
      'l1',
      4,
      expect.objectContaining({ closed_days: ['2026-12-25', '2026-12-26'] }),
      false,
    );
  });

  it('sends nothing while a closed day is not a day, and says which beside the field', async () => {
    const page = await editing();
    page.setClosedDays('25.12.2026\n2026-12-26');
    await page.saveLocation();
    expect(updateLocation).not.toHaveBeenCalled();
    expect(page.saving.$fields.get()).toEqual({ closed_days: '"2026-12-26" is not a day.' });
  });

  it('checks before sending and reports every problem at once, a repeated day by its date, focus to the first', async () => {
    const page = await editing();
    page.editDraft({ name: ' ', opening_hours: [{ day: 1, opens: '17:00', closes: '09:00' }], bays: 0 });
    page.setClosedDays('05.12.2026\nsoon\n5.12.2026');
    await page.saveLocation();
    expect(updateLocation).not.toHaveBeenCalled();
    expect(page.saving.$fields.get()).toEqual({
      name: 'Write the name.',
      'opening_hours.0': 'Closes after it opens.',
      bays: 'error.location.bays',
      closed_days: '"soon" is not a day. 05.12.2026 is listed twice.',
    });
    expect(page.$focus.get()).toEqual({ target: 'name' });
    // Only the hours left at fault: focus goes to that weekday's opening time.
    page.editDraft({ name: 'Militari', bays: 2 });
    page.setClosedDays('');
    await page.saveLocation();
    expect(page.$focus.get()).toEqual({ target: 'hours-1' });
  });

  it("says the form's own limits in the page's language, the count in its form", async () => {
    const page = createLocationsPage(messagesFor('ro', LOCATIONS_KEYS), 'ro');
    page.enter();
    await vi.waitFor(() => expect(page.list.$loaded.get().state).toBe('ready'));
    page.edit(militari);
    page.editDraft({ name: 'N'.repeat(121), address: 'A'.repeat(201) });
    await page.saveLocation();
    expect(updateLocation).not.toHaveBeenCalled();
    expect(page.saving.$fields.get()).toEqual({
      name: 'Cel mult 120 de caractere.',
      address: 'Cel mult 200 de caractere.',
    });
  });

  it('sends focus to the first field the server refused, in the form order', async () => {
    const page = await editing();
    vi.mocked(updateLocation).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Closed.', {
        problems: [
          { field: 'closed_days.1', key: 'error.location.closedDayListedTwice', message: '25.12.2026 twice.' },
          { field: 'county_code', key: 'error.location.county', message: 'Choose a county.' },
        ],
      }),
    );
    await page.saveLocation();
    expect(page.saving.$fields.get()).toMatchObject({ county_code: 'Choose a county.' });
    expect(page.$focus.get()).toEqual({ target: 'county_code' });
  });

  it('puts each message of a refusal over bookings beside its field, asks, and on yes sends it saying to go ahead', async () => {
    const page = await editing();
    page.editDraft({ bays: 1, slot_minutes: 60 });
    vi.mocked(updateLocation).mockRejectedValueOnce(
      new ApiError(409, 'in_use', '1 booking has no place.', {
        problems: [
          { field: 'slot_minutes', key: 'error.location.bookingsOffSlots', message: '2 bookings off the slots.' },
          { field: 'bays', key: 'error.location.bookingsOverBays', message: '1 booking has no place.' },
        ],
      }),
    );
    await page.saveLocation();
    expect(page.saving.$fields.get()).toEqual({
      slot_minutes: '2 bookings off the slots.',
      bays: '1 booking has no place.',
    });
    expect(page.$askToKeep.get()).toEqual(['2 bookings off the slots.', '1 booking has no place.']);
    expect(page.$editing.get()).not.toBeNull();

    vi.mocked(updateLocation).mockResolvedValueOnce([{ ...militari, version: 5, bays: 1, slot_minutes: 60 }]);
    await page.keepBookingsAndSave();
    expect(updateLocation).toHaveBeenLastCalledWith(
      'l1',
      4,
      expect.objectContaining({ bays: 1, slot_minutes: 60 }),
      true,
    );
    expect(page.$askToKeep.get()).toEqual([]);
    expect(page.$editing.get()).toBeNull();
    expect(page.list.$loaded.get()).toMatchObject({ data: [{ version: 5, bays: 1 }] });
  });
});
