import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WORKLIST_FILTER, type WorklistFilter } from '../../../contract/assignments.ts';
import { TYPEAHEAD_DEBOUNCE_MS } from '../pages/typeahead.ts';
import { fetchStatusChoices, fetchWorklist } from './api.ts';
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
vi.mock('./api.ts', () => ({ fetchWorklist: vi.fn(), fetchStatusChoices: vi.fn() }));

beforeEach(() => {
  stored.filter = { ...DEFAULT_WORKLIST_FILTER, assignment_type: 'assessment' };
  vi.stubGlobal('location', {
    pathname: '/assignments/worklist',
    search: '?q=dos',
    href: 'https://claims.example/assignments/worklist?q=dos',
  });
  vi.stubGlobal('history', { state: null, replaceState: vi.fn() });
  vi.mocked(fetchStatusChoices).mockResolvedValue([
    { assignment_type: 'assessment', code: 'in_progress', name: 'Assessing', is_final: false },
    { assignment_type: 'vehicle_inspection', code: 'scheduled', name: 'Inspection scheduled', is_final: false },
  ]);
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
      expect.objectContaining({ filter: stored.filter, text: 'dos', sort: 'due_date', direction: 'asc', cursor: null }),
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

  it('follows a text once typing pauses, asking once from the first page, and keeps it in the address', async () => {
    const page = await enteredPage();
    expect(page.$typed.get()).toBe('dos');
    page.next('c2');
    await vi.waitFor(() => expect(fetchWorklist).toHaveBeenCalledTimes(2));
    for (const typed of ['b', 'b 1', 'b 12 ']) page.type(typed);
    expect(page.$typed.get()).toBe('b 12 ');
    expect(fetchWorklist).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(fetchWorklist).toHaveBeenCalledTimes(3));
    expect(vi.mocked(fetchWorklist).mock.lastCall?.[0]).toMatchObject({ text: 'b 12', cursor: null });
    const lastAddress = () => (vi.mocked(history.replaceState).mock.lastCall?.[2] as URL | undefined)?.search;
    expect(lastAddress()).toBe('?q=b+12');
    page.type('');
    await vi.waitFor(() => expect(fetchWorklist).toHaveBeenCalledTimes(4));
    expect(vi.mocked(fetchWorklist).mock.lastCall?.[0].text).toBe('');
    expect(lastAddress()).toBe('');
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_DEBOUNCE_MS + 20));
    expect(fetchWorklist).toHaveBeenCalledTimes(4);
  });

  it('asks for a status with the filter, and lets it go when the type chosen next does not have it', async () => {
    const page = await enteredPage();
    await vi.waitFor(() => expect(page.$statusChoices.get()).toHaveLength(2));
    page.update({ status_code: 'in_progress' });
    await vi.waitFor(() => expect(fetchWorklist).toHaveBeenCalledTimes(2));
    expect(vi.mocked(fetchWorklist).mock.lastCall?.[0].filter).toMatchObject({
      assignment_type: 'assessment',
      status_code: 'in_progress',
    });
    page.update({ assignment_type: 'vehicle_inspection' });
    await vi.waitFor(() => expect(fetchWorklist).toHaveBeenCalledTimes(3));
    expect(vi.mocked(fetchWorklist).mock.lastCall?.[0].filter).toMatchObject({
      assignment_type: 'vehicle_inspection',
      status_code: null,
    });
  });

  it('takes an order chosen whole from the first page', async () => {
    const page = await enteredPage();
    page.next('c2');
    page.setSort('updated_at', 'desc');
    expect(page.$sort.get()).toEqual({ by: 'updated_at', direction: 'desc' });
    expect(page.$cursors.get()).toEqual([null]);
  });
});
