import { describe, expect, it, vi } from 'vitest';
import type { Agenda } from '../../../contract/schedule.ts';
import { createAgendaPage } from './agenda-page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));

const agendaOf = (location_id: string, from: string, days: number) =>
  ({ location: { id: location_id, name: location_id, address: '' }, from, days, items: [] }) as Agenda;

function page(locations = [{ id: 'militari', name: 'Militari', address: '', county_code: 'B' }]) {
  const api = {
    fetchScheduleLocations: vi.fn(async () => locations),
    fetchAgenda: vi.fn(async (id: string, from: string, days: 1 | 7) => agendaOf(id, from, days)),
  };
  return { p: createAgendaPage({ api, today: () => '2026-01-15' }), api };
}

describe('the agenda page', () => {
  it('opens on the first location, today, one day; a week and the next period follow the choice', async () => {
    const { p, api } = page();
    await p.enter();
    expect(api.fetchAgenda).toHaveBeenLastCalledWith('militari', '2026-01-15', 1);
    await p.chooseDays(7);
    await p.shift(1);
    expect(api.fetchAgenda).toHaveBeenLastCalledWith('militari', '2026-01-22', 7);
    await p.shift(-1);
    await p.chooseFrom('2026-02-02');
    expect(p.agenda.data()).toMatchObject({ from: '2026-02-02', days: 7 });
  });

  it('asks for no agenda without a location', async () => {
    const { p, api } = page([]);
    await p.enter();
    expect(api.fetchAgenda).not.toHaveBeenCalled();
    expect(p.agenda.data()).toBeNull();
  });

  it('asks for a date, by field, when it is emptied, and loads again once there is one', async () => {
    const { p, api } = page();
    await p.enter();
    expect(api.fetchAgenda).toHaveBeenCalledTimes(1);
    await p.chooseFrom('');
    expect(p.$fields.get()).toEqual({ from: 'agenda.fromRequired' });
    expect(api.fetchAgenda).toHaveBeenCalledTimes(1);
    expect(p.agenda.data()).toBeNull();
    await p.chooseFrom('2026-03-02');
    expect(p.$fields.get()).toEqual({});
    expect(api.fetchAgenda).toHaveBeenLastCalledWith('militari', '2026-03-02', 1);
    await p.chooseFrom('');
    // Next without a date starts from today.
    await p.shift(1);
    expect(api.fetchAgenda).toHaveBeenLastCalledWith('militari', '2026-01-15', 1);
  });
});
