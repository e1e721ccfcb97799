import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimFileDetail } from '../../../contract/claim-file-page.ts';
import { ApiError } from '../api/api-error.ts';
import { fetchClaimFile, fetchClaimFiles, saveEvent, saveParties } from './api.ts';
import { createClaimFilePage } from './claim-file-page.ts';
import { createClaimFilesPage } from './claim-files-page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({
  fetchClaimFile: vi.fn(),
  saveEvent: vi.fn(),
  saveParties: vi.fn(),
  fetchClaimFiles: vi.fn(),
}));

const file: ClaimFileDetail = {
  claim_file_no: 'DEMO000789',
  policy_no: 'RCA-1',
  policy_type: 'RCA',
  insured_name: 'Andrei Vasilescu',
  vehicle: { plate: 'IF 07 DMO', brand: 'Dacia', model: 'Logan', vin: 'VIN1' },
  event: {
    event_date: '2026-11-20',
    event_time: null,
    event_place: 'Bucuresti',
    event_county: 'B',
    event_country: 'RO',
    description: 'Hit.',
    police_report_no: null,
    damage: null,
  },
  injuries: { injured: null, note: null },
  amicable_report: null,
  contact: null,
  policy_missing_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  version: 1,
  policy: null,
  parties: [
    {
      id: 'p1',
      role: 'policyholder',
      name: 'Andrei Vasilescu',
      phone: null,
      email: null,
      address: null,
      plate: null,
      vehicle: null,
      insurer: null,
      insurer_policy_no: null,
      remark: null,
    },
  ],
  assignments: [],
  documents: [],
  messages: [],
  timeline: [],
  tracker_step: null,
  may_edit: true,
};
const words = {
  'claimFile.saved': 'Saved.',
  'conflict.changedKept': 'Kept; {{name}} changed it.',
  'conflict.someone': 'someone',
};

async function enteredPage() {
  const page = createClaimFilePage(words);
  page.enter();
  await vi.waitFor(() => expect(page.file.$loaded.get().state).toBe('ready'));
  return page;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchClaimFile).mockResolvedValue(file);
});

describe('the claim file page', () => {
  it('opens the event form with what the file says and saves on the version it was opened on', async () => {
    const page = await enteredPage();
    page.openEvent();
    expect(page.$event.get()?.draft).toMatchObject({ event_place: 'Bucuresti', event_time: '', damage: '' });
    page.editEvent({ event_time: '14:30' });
    const saved = { ...file, version: 2, event: { ...file.event, event_time: '14:30' } };
    vi.mocked(saveEvent).mockResolvedValue(saved);
    await page.saveEvent();
    expect(saveEvent).toHaveBeenCalledWith('DEMO000789', 1, expect.objectContaining({ event_time: '14:30' }));
    expect(page.$event.get()).toBeNull();
    expect(page.file.data()?.version).toBe(2);
  });

  it('keeps what was typed on the newer version and shows the current file when someone changed it first', async () => {
    const page = await enteredPage();
    page.openEvent();
    page.editEvent({ damage: 'Bumper' });
    const now = { ...file, version: 2, event: { ...file.event, event_place: 'Cluj' } };
    vi.mocked(saveEvent).mockRejectedValue(
      new ApiError(409, 'conflict', 'stale', { current: now, params: { changed_by: 'Ana' } }),
    );
    await page.saveEvent();
    expect(page.eventSaving.$problem.get()).toBe('Kept; Ana changed it.');
    expect(page.file.data()?.event.event_place).toBe('Cluj');
    expect(page.$event.get()).toMatchObject({ version: 2, draft: { damage: 'Bumper', event_place: 'Bucuresti' } });
  });

  it('puts a refused field beside its input and keeps the form open', async () => {
    const page = await enteredPage();
    page.openEvent();
    vi.mocked(saveEvent).mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Enter the time as HH:MM.', { field: 'event_time' }),
    );
    await page.saveEvent();
    expect(page.eventSaving.$fields.get()).toEqual({ event_time: 'Enter the time as HH:MM.' });
    expect(page.$event.get()).not.toBeNull();
  });

  it('edits the list of people and sends it whole', async () => {
    const page = await enteredPage();
    page.openParties();
    page.addParty('witness');
    page.editParty(1, { name: 'Vasile Toma' });
    page.removeParty(0);
    vi.mocked(saveParties).mockResolvedValue({ ...file, version: 2 });
    await page.saveParties();
    expect(saveParties).toHaveBeenCalledWith('DEMO000789', 1, [
      expect.objectContaining({ role: 'witness', name: 'Vasile Toma' }),
    ]);
    expect(page.$parties.get()).toBeNull();
  });
});

describe('the claim files list', () => {
  it('loads open files first, then the next page after the last one, and starts again on another filter', async () => {
    const row = (n: number) => ({
      claim_file_no: `F${n}`,
      insured_name: 'X',
      plate: 'P',
      event_date: '2026-11-01',
      open_assignments: 1,
      created_at: '',
    });
    vi.mocked(fetchClaimFiles)
      .mockResolvedValueOnce({ rows: [row(1)], next_cursor: 'c1' })
      .mockResolvedValueOnce({ rows: [row(2)], next_cursor: null })
      .mockResolvedValueOnce({ rows: [row(3)], next_cursor: null });
    const page = createClaimFilesPage();
    page.enter();
    await vi.waitFor(() => expect(page.list.$loaded.get().state).toBe('ready'));
    expect(fetchClaimFiles).toHaveBeenLastCalledWith('open', null);
    await page.loadMore();
    expect(fetchClaimFiles).toHaveBeenLastCalledWith('open', 'c1');
    expect(page.list.data()).toEqual({ rows: [row(1), row(2)], next: null });
    page.choose('closed');
    await vi.waitFor(() => expect(page.list.data()?.rows).toEqual([row(3)]));
    expect(fetchClaimFiles).toHaveBeenLastCalledWith('closed', null);
  });
});
