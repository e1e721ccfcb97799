import { atom } from 'nanostores';
import { addDays, businessDate } from '../../../contract/business-time.ts';
import type { Agenda, ScheduleLocationItem } from '../../../contract/schedule.ts';
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
 * and only the newest answer is shown.
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
  const change = (next: Partial<AgendaQuery>) => {
    $query.set({ ...$query.get(), ...next });
    return agenda.load();
  };
  return {
    $query,
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
    chooseFrom: (from: string) => (from ? change({ from }) : Promise.resolve()),
    /** The period before (-1) or after (+1) the one shown. */
    shift: (direction: -1 | 1) => change({ from: addDays($query.get().from, direction * $query.get().days) }),
  };
}

export type AgendaPage = ReturnType<typeof createAgendaPage>;
