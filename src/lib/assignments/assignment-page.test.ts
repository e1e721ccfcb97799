import { describe, expect, it, vi } from 'vitest';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { addNote, fetchAssignment, sendMessage } from './api.ts';
import { createAssignmentPage } from './assignment-page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('../messages/api.ts', () => ({
  fetchComposeChoices: vi.fn(async () => ({
    contacts: [
      { name: 'Elena Marin', role: 'policyholder', channel: 'email', address: 'client@example.test' },
      { name: 'Mihai Dumitru', role: 'driver', channel: 'sms', address: '0700 000 000' },
    ],
    templates: [{ id: 't1', name: 'Inspection' }],
    documents: [{ id: 'd1', name: 'report.pdf', doc_type: 'Report' }],
    language: 'ro',
  })),
  fillTemplate: vi.fn(async (_id: string, _template: string, language: string, to: string) => ({
    subject: `Subject ${language}`,
    text: `Hello ${to}`,
  })),
}));
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
    await vi.waitFor(() => expect(page.compose.choices.$loaded.get().state).toBe('ready'));
    await page.compose.chooseRecipient('0700 000 000');
    page.editMessage({ text: 'Hello' });
    vi.mocked(sendMessage).mockResolvedValue(detail(2, 'u2'));
    await page.sendMessage();
    expect(sendMessage).toHaveBeenCalledWith('a1', {
      channel: 'sms',
      to: '0700 000 000',
      subject: '',
      text: 'Hello',
      document_ids: [],
    });
    expect(page.$message.get()).toMatchObject({ channel: 'sms', to: '0700 000 000', subject: '', text: '' });
    expect(page.compose.$sent.get()).toEqual({
      name: 'Mihai Dumitru',
      address: '0700 000 000',
      channel: 'sms',
      subject: '',
      files: [],
    });
    expect(page.assignment.data()?.version).toBe(2);
    expect(page.$assignee.get()).toBe('u2');
  });

  it("starts a message to the policyholder in the organisation's language, fills a template and says what was sent", async () => {
    const page = await enteredPage();
    await vi.waitFor(() => expect(page.compose.choices.$loaded.get().state).toBe('ready'));
    expect(page.$message.get()).toMatchObject({ channel: 'email', to: 'client@example.test', language: 'ro' });
    await page.compose.chooseTemplate('t1');
    expect(page.$message.get()).toMatchObject({ subject: 'Subject ro', text: 'Hello client@example.test' });
    await page.compose.chooseLanguage('en');
    expect(page.$message.get().subject).toBe('Subject en');
    page.compose.attach('d1', true);
    vi.mocked(sendMessage).mockResolvedValue(detail(2, 'u1'));
    await page.sendMessage();
    expect(vi.mocked(sendMessage).mock.lastCall?.[1]).toMatchObject({ document_ids: ['d1'], subject: 'Subject en' });
    expect(page.compose.$sent.get()).toEqual({
      name: 'Elena Marin',
      address: 'client@example.test',
      channel: 'email',
      subject: 'Subject en',
      files: ['report.pdf'],
    });
    expect(page.$message.get()).toMatchObject({ template: '', document_ids: [], text: '' });
    // A text message carries no files: choosing a phone number lets them go.
    page.compose.attach('d1', true);
    await page.compose.chooseRecipient('0700 000 000');
    expect(page.$message.get()).toMatchObject({ channel: 'sms', document_ids: [] });
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
