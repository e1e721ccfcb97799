import { describe, expect, it, vi } from 'vitest';
import type { Partner, PartnerWork } from '../../../contract/partners.ts';
import { ApiError } from '../api/api-error.ts';
import { fetchPartnerWork, fetchSpecialCustomers, handOver } from './api.ts';
import { createSpecialCustomersPage } from './page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({
  fetchSpecialCustomers: vi.fn(),
  fetchPartnerWork: vi.fn(),
  handOver: vi.fn(),
  release: vi.fn(),
}));

const partner = (id: string) => ({ id, name: id, open_assignments: 0 }) as unknown as Partner;
const work = (id: string): PartnerWork => ({ partner: partner(id), assignments: [] });

async function enteredPage() {
  vi.mocked(fetchSpecialCustomers).mockResolvedValue([partner('p1'), partner('p2')]);
  vi.mocked(fetchPartnerWork).mockImplementation(async (id) => work(id));
  const page = createSpecialCustomersPage({ 'specialCustomers.saved': 'Saved.' });
  page.enter();
  await vi.waitFor(() => expect(page.work.$loaded.get().state).toBe('ready'));
  return page;
}

describe('the special customers page', () => {
  it('shows the first partner until another is chosen', async () => {
    const page = await enteredPage();
    expect(page.$current.get()).toBe('p1');
    expect(fetchPartnerWork).toHaveBeenLastCalledWith('p1');
    page.select('p2');
    await vi.waitFor(() => expect(page.work.data()?.partner.id).toBe('p2'));
  });

  it('hands an assignment over by number, clears the number and brings the counts up to date', async () => {
    const page = await enteredPage();
    page.setNumber('DOS1');
    vi.mocked(handOver).mockResolvedValue(work('p1'));
    vi.mocked(fetchSpecialCustomers).mockClear();
    await page.handOver();
    expect(handOver).toHaveBeenCalledWith('p1', 'DOS1');
    expect(page.$number.get()).toBe('');
    expect(fetchSpecialCustomers).toHaveBeenCalledTimes(1);
  });

  it('keeps the number and its refusal beside it when the hand-over is refused', async () => {
    const page = await enteredPage();
    page.setNumber('NOPE');
    vi.mocked(handOver).mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Write the assignment number.', {
        problems: [{ field: 'assignment_no', key: 'error.field.required', message: 'Write the assignment number.' }],
      }),
    );
    await page.handOver();
    expect(page.$number.get()).toBe('NOPE');
    expect(page.saving.$fields.get()).toEqual({ assignment_no: 'Write the assignment number.' });
    page.select('p2');
    expect(page.saving.$fields.get()).toEqual({});
  });
});
