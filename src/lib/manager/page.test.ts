import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Absence, Team } from '../../../contract/absences.ts';
import { ApiError } from '../api/api-error.ts';
import { approveAbsence, fetchColleagues, fetchTeam, fetchTeamAbsences, reassignWork } from './api.ts';
import { createAbsenceDecision } from './absence-decision.ts';
import { createManagerPage } from './page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({
  fetchTeam: vi.fn(),
  fetchTeamAbsences: vi.fn(),
  reassignWork: vi.fn(),
  approveAbsence: vi.fn(),
  rejectAbsence: vi.fn(),
  fetchColleagues: vi.fn(async () => []),
  fetchHeldWork: vi.fn(async () => []),
  moveChosen: vi.fn(),
}));

const member = (id: string, open: number, overdue: number) => ({
  id,
  full_name: `Person ${id}`,
  open,
  overdue,
  due_today: 0,
  away_until: null,
  substitute_full_name: null,
});
const team: Team = { group: 'Desk', members: [member('a', 7, 3), member('b', 1, 0)], unassigned: 0 };
const words = {
  'manager.saved': 'Saved.',
  'manager.chooseBoth': 'Choose both.',
  'manager.chooseWork': 'Choose the work.',
  'manager.workFailed': 'Not loaded.',
  'conflict.nothingDone': 'Nothing done: {{name}} changed it {{time}}.',
  'conflict.someone': 'someone',
};

beforeEach(() => {
  vi.mocked(fetchTeam).mockResolvedValue(team);
  vi.mocked(fetchTeamAbsences).mockResolvedValue([]);
});

async function enteredPage() {
  const page = createManagerPage(words);
  page.enter();
  await vi.waitFor(() => expect(page.team.$loaded.get().state).toBe('ready'));
  return page;
}

describe('the manager area page', () => {
  it('asks for both people before asking to move anything', async () => {
    const page = await enteredPage();
    page.choose({ from_user_id: 'a' });
    page.askToMove();
    expect(page.moving.$problem.get()).toBe('Choose both.');
    expect(page.$asking.get()).toBe(false);
  });

  it('counts only the overdue work unless all is chosen, then moves it and loads the team again', async () => {
    const page = await enteredPage();
    page.choose({ from_user_id: 'a', to_user_id: 'b' });
    expect(page.$count.get()).toBe(3);
    page.choose({ only_overdue: false });
    expect(page.$count.get()).toBe(7);
    page.askToMove();
    expect(page.$asking.get()).toBe(true);
    vi.mocked(reassignWork).mockResolvedValue({ moved: 5, kept: 2, to_full_name: 'Person b' });
    await page.moveWork();
    expect(reassignWork).toHaveBeenCalledWith({ from_user_id: 'a', to_user_id: 'b', only_overdue: false });
    expect(page.$moved.get()).toEqual({ moved: 5, kept: 2, to_full_name: 'Person b', from_full_name: 'Person a' });
    expect(page.$asking.get()).toBe(false);
    expect(fetchTeam).toHaveBeenCalledTimes(2);
  });

  it('offers as receivers only members whose roles hold some kind of work, and knows which kinds', async () => {
    vi.mocked(fetchColleagues).mockResolvedValueOnce([{ id: 'b', full_name: 'Person b', types: ['assessment'] }]);
    const page = await enteredPage();
    await vi.waitFor(() => expect(page.chosen.colleagues.$loaded.get().state).toBe('ready'));
    expect(page.$receivers.get().map((x) => x.id)).toEqual(['b']);
    page.choose({ to_user_id: 'b' });
    expect(page.$toTypes.get()).toEqual(['assessment']);
  });

  it('drops an answer that arrives after the page was left', async () => {
    let answer: (t: Team) => void = () => undefined;
    vi.mocked(fetchTeam).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const page = createManagerPage(words);
    page.enter();
    page.exit();
    answer(team);
    await Promise.resolve();
    expect(page.team.$loaded.get().state).toBe('loading');
  });
});

describe('deciding an absence', () => {
  const absence: Absence = {
    id: 'x',
    version: 1,
    user_id: 'a',
    user_full_name: 'Person a',
    starts_on: '2026-12-01',
    ends_on: '2026-12-02',
    substitute_user_id: null,
    substitute_full_name: null,
    note: '',
    status: 'requested',
    decided_by_full_name: null,
    decision_note: '',
  };

  it('shows the absence as someone else decided it, and says so, when the decision came too late', async () => {
    const now: Absence = { ...absence, version: 2, status: 'approved' };
    vi.mocked(approveAbsence).mockRejectedValue(
      new ApiError(409, 'conflict', 'stale', { current: now, params: { changed_by: 'Ana' } }),
    );
    const onDecided = vi.fn();
    const decision = createAbsenceDecision(absence, words, onDecided);
    decision.$substitute.set('b');
    await decision.approve();
    expect(approveAbsence).toHaveBeenCalledWith(absence, 'b');
    expect(decision.$shown.get()).toMatchObject({ version: 2, status: 'approved' });
    expect(decision.saving.$problem.get()).toBe('Nothing done: Ana changed it .');
    expect(onDecided).not.toHaveBeenCalled();
  });
});
