import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WORKLIST_FILTER, type WorklistFilter } from '../../../contract/assignments.ts';
import { fetchWorklist } from './api.ts';
import { createWorklistPage } from './worklist-page.ts';

const stored = vi.hoisted(() => ({ filter: null as WorklistFilter | null }));
vi.mock('../auth/ensure-session.ts', () => ({
  ensureSession: async () => ({ profile: { roles: ['claims.handler'] } }),
}));
vi.mock('../stores/worklist-filter.ts', () => {
  const $worklistFilter = atom<WorklistFilter | null>(null);
  return {
    $worklistFilter,
    loadWorklistFilter: () => {
      $worklistFilter.set(stored.filter);
      return stored.filter;
    },
    setWorklistFilter: (filter: WorklistFilter) => $worklistFilter.set(filter),
  };
});
vi.mock('./api.ts', () => ({ fetchWorklist: vi.fn() }));

beforeEach(() => {
  stored.filter = { ...DEFAULT_WORKLIST_FILTER, assignment_type: 'assessment' };
  vi.stubGlobal('location', { pathname: '/assignments/shortlist' });
  vi.mocked(fetchWorklist).mockReset();
  vi.mocked(fetchWorklist).mockResolvedValue({ rows: [], next_cursor: 'c2' });
});

// Every page shares the person's filter store: a page left entered would load for the next test too.
const entered: ReturnType<typeof createWorklistPage>[] = [];
afterEach(() => {
  for (const page of entered.splice(0)) page.exit();
});

async function enteredPage() {
  const page = createWorklistPage();
  entered.push(page);
  page.enter();
  await vi.waitFor(() => expect(page.rows.$loaded.get().state).toBe('ready'));
  return page;
}

describe('the worklist page', () => {
  it('asks for nothing until the person’s own filter is read, then for its first page', async () => {
    const page = await enteredPage();
    expect(fetchWorklist).toHaveBeenCalledTimes(1);
    expect(fetchWorklist).toHaveBeenCalledWith(
      expect.objectContaining({ filter: stored.filter, sort: 'due_date', direction: 'asc', cursor: null }),
    );
    expect(page.$filter.get()).toEqual(stored.filter);
  });

  it('goes back to the first page, asking once, when the filter changes on a later page', async () => {
    const page = await enteredPage();
    page.next('c2');
    await vi.waitFor(() => expect(fetchWorklist).toHaveBeenCalledTimes(2));
    expect(vi.mocked(fetchWorklist).mock.lastCall?.[0].cursor).toBe('c2');
    page.update({ category_code: 'closed' });
    await vi.waitFor(() => expect(fetchWorklist).toHaveBeenCalledTimes(3));
    expect(vi.mocked(fetchWorklist).mock.lastCall?.[0]).toMatchObject({
      cursor: null,
      filter: { category_code: 'closed' },
    });
    expect(page.$cursors.get()).toEqual([null]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchWorklist).toHaveBeenCalledTimes(3);
  });

  it('turns the order round when the same column is chosen again', async () => {
    const page = await enteredPage();
    page.sortBy('due_date');
    expect(page.$sort.get()).toEqual({ by: 'due_date', direction: 'desc' });
    page.sortBy('updated_at');
    expect(page.$sort.get()).toEqual({ by: 'updated_at', direction: 'asc' });
  });
});
