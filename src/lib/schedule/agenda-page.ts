import { atom } from 'nanostores';
import { addDays, businessDate } from '../../../contract/business-time.ts';
import type { Agenda, ScheduleLocationItem } from '../../../contract/schedule.ts';
import { ISO_DAY } from '../date-input.ts';
import { createLoader } from '../pages/loader.ts';
import * as defaultApi from './api.ts';

export interface AgendaQuery {
  location_id: string;
  from: string;
  days: 1 | 7;
}

type Api = Pick<typeof defaultApi, 'fetchScheduleLocations' | 'fetchAgenda'>;

/**
 * /assignments/agenda: who comes to a location on a day or in a week. The first location is
 * chosen at first, from today; changing the location, the period or the day loads that agenda,
 * and only the newest answer is shown. An empty date is a field at fault, and loads nothing.
 */
export function createAgendaPage(options: { api?: Api; today?: () => string } = {}) {
  const api = options.api ?? defaultApi;
  const today = options.today ?? (() => businessDate(new Date()));
  const $query = atom<AgendaQuery>({ location_id: '', from: today(), days: 1 });
  const locations = createLoader<ScheduleLocationItem[]>(() => api.fetchScheduleLocations());
  const agenda = createLoader<Agenda | null>(async () => {
    const q = $query.get();
    return q.location_id ? api.fetchAgenda(q.location_id, q.from, q.days) : null;
  });
  /** The message key of each field at fault (the date left empty or not a day): shown beside it, nothing loaded. */
  const $fields = atom<Partial<Record<'from', 'agenda.fromRequired' | 'agenda.fromInvalid'>>>({});
  const change = (next: Partial<AgendaQuery>) => {
    $query.set({ ...$query.get(), ...next });
    const { from } = $query.get();
    if (!ISO_DAY.test(from)) {
      $fields.set({ from: from ? 'agenda.fromInvalid' : 'agenda.fromRequired' });
      agenda.exit();
      agenda.set(null);
      return Promise.resolve();
    }
    $fields.set({});
    return agenda.load();
  };
  return {
    $query,
    $fields,
    locations,
    agenda,
    async enter() {
      await locations.load();
      const first = locations.data()?.[0];
      if (first) await change({ location_id: first.id });
      else agenda.set(null);
    },
    exit() {
      locations.exit();
      agenda.exit();
    },
    chooseLocation: (location_id: string) => change({ location_id }),
    chooseDays: (days: 1 | 7) => change({ days }),
    /** An emptied date asks for one (beside the field) rather than showing the last period as if it were chosen. */
    chooseFrom: (from: string) => change({ from }),
    /** The period before (-1) or after (+1) the one shown; without a readable date, from today. */
    shift: (direction: -1 | 1) => {
      const { from, days } = $query.get();
      const shown = ISO_DAY.test(from);
      return change({ from: addDays(shown ? from : today(), shown ? direction * days : 0) });
    },
  };
}

export type AgendaPage = ReturnType<typeof createAgendaPage>;
