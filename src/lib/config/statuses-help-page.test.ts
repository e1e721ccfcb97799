import { describe, expect, it, vi } from 'vitest';
import type { StatusesHelp } from '../../../contract/statuses-help.ts';
import { ApiError } from '../api/api-error.ts';
import { fetchStatusesHelp, saveStatusHelp } from './api.ts';
import { createStatusesHelpPage } from './statuses-help-page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({ fetchStatusesHelp: vi.fn(), saveStatusHelp: vi.fn() }));

const status = {
  code: 'new',
  name_en: 'New',
  name_ro: 'Nou',
  color: '#000000',
  is_final: false,
  help_en: 'Just in.',
  help_ro: 'Abia venit.',
  version: 2,
  next_codes: [],
};
const list: StatusesHelp = [{ assignment_type: 'assessment', type_name: 'Assessment', statuses: [status] }];
const words = {
  'actions.saved': 'Saved.',
  'conflict.changedBy': '{{name}} saved this first.',
  'conflict.someone': 'someone',
  'statusesHelp.english': 'English',
  'statusesHelp.romanian': 'Romanian',
};

async function enteredPage() {
  vi.mocked(fetchStatusesHelp).mockResolvedValue(list);
  const page = createStatusesHelpPage(words);
  page.enter();
  await vi.waitFor(() => expect(page.list.$loaded.get().state).toBe('ready'));
  return page;
}

describe('the statuses help page', () => {
  it('saves what was typed on the version shown, then shows the saved texts', async () => {
    const page = await enteredPage();
    page.edit('assessment/new', { help_en: 'Arrived today.' });
    const saved = [{ ...list[0], statuses: [{ ...status, help_en: 'Arrived today.', version: 3 }] }] as StatusesHelp;
    vi.mocked(saveStatusHelp).mockResolvedValue(saved);
    await page.save('assessment/new');
    expect(saveStatusHelp).toHaveBeenCalledWith('assessment/new', 2, {
      help_en: 'Arrived today.',
      help_ro: 'Abia venit.',
    });
    expect(page.$forms.get()['assessment/new']).toEqual({ problem: '', fields: {}, savedNow: [] });
    expect(page.textsOf('assessment/new')?.help_en).toBe('Arrived today.');
  });

  it('keeps what was typed when someone saved first, and names their text by the field label', async () => {
    const page = await enteredPage();
    page.edit('assessment/new', { help_en: 'Mine.' });
    const fresh = { ...status, help_en: 'Theirs.', version: 5 };
    vi.mocked(saveStatusHelp).mockRejectedValue(
      new ApiError(409, 'conflict', 'stale', { current: fresh, params: { changed_by: 'Dan' } }),
    );
    await page.save('assessment/new');
    const form = page.$forms.get()['assessment/new'];
    expect(form?.problem).toBe('Dan saved this first.');
    expect(form?.savedNow).toEqual([['English', 'Theirs.']]);
    expect(page.textsOf('assessment/new')?.help_en).toBe('Mine.');
    expect(page.list.data()?.[0]?.statuses[0]?.version).toBe(5);
  });

  it('keeps each refused field of one status apart from the others', async () => {
    const page = await enteredPage();
    vi.mocked(saveStatusHelp).mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Too long.', {
        problems: [
          { field: 'help_en', key: 'error.field.tooLong', message: 'At most 500 characters.' },
          { field: 'help_ro', key: 'error.field.tooLong', message: 'At most 500 characters.' },
        ],
      }),
    );
    await page.save('assessment/new');
    expect(page.$forms.get()['assessment/new']?.fields).toEqual({
      help_en: 'At most 500 characters.',
      help_ro: 'At most 500 characters.',
    });
  });
});
