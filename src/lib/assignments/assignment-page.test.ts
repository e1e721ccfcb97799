import { describe, expect, it, vi } from 'vitest';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { addNote, fetchAssignment, sendMessage } from './api.ts';
import { createAssignmentPage } from './assignment-page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({
  fetchAssignment: vi.fn(),
  assignTo: vi.fn(),
  addNote: vi.fn(),
  sendMessage: vi.fn(),
}));

// Only what the page's decisions read; the rest of the detail is the islands' business.
const detail = (version: number, assigneeId: string | null) =>
  ({ id: 'a1', version, assignee: assigneeId ? { id: assigneeId, full_name: assigneeId } : null }) as AssignmentDetail;

type Explain = (error: unknown, onFresh: (current: AssignmentDetail) => void) => string;

async function enteredPage(explain: Explain = () => 'Refused.') {
  vi.mocked(fetchAssignment).mockResolvedValue(detail(1, 'u1'));
  const page = createAssignmentPage({ saved: 'Saved.', explain });
  page.enter();
  await vi.waitFor(() => expect(page.assignment.$loaded.get().state).toBe('ready'));
  return page;
}

describe('the assignment page', () => {
  it('starts the assignee choice on whoever holds the assignment', async () => {
    const page = await enteredPage();
    expect(page.$assignee.get()).toBe('u1');
  });

  it('empties the subject and text of a sent message but keeps the channel and the address', async () => {
    const page = await enteredPage();
    page.editMessage({ channel: 'sms', to: '0700', text: 'Hello' });
    vi.mocked(sendMessage).mockResolvedValue(detail(2, 'u2'));
    await page.sendMessage();
    expect(sendMessage).toHaveBeenCalledWith('a1', { channel: 'sms', to: '0700', subject: '', text: 'Hello' });
    expect(page.$message.get()).toEqual({ channel: 'sms', to: '0700', subject: '', text: '' });
    expect(page.assignment.data()?.version).toBe(2);
    expect(page.$assignee.get()).toBe('u2');
  });

  it('keeps a refused note as typed, says why beside its form, and shows the assignment the refusal brings', async () => {
    const fresh = detail(5, 'u3');
    const page = await enteredPage((_error, onFresh) => {
      onFresh(fresh);
      return 'Dan changed it first.';
    });
    page.$note.set('Called the insured.');
    vi.mocked(addNote).mockRejectedValue(new Error('conflict'));
    await page.addNote();
    expect(page.$note.get()).toBe('Called the insured.');
    expect(page.forms.note.$problem.get()).toBe('Dan changed it first.');
    expect(page.forms.message.$problem.get()).toBe('');
    expect(page.assignment.data()).toBe(fresh);
  });
});
