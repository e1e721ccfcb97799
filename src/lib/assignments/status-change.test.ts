import { describe, expect, it, vi } from 'vitest';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { ApiError } from '../api/api-error.ts';
import { createLoader } from '../pages/loader.ts';
import { changeStatus } from './api.ts';
import { createStatusChange, type StatusChangeWords } from './status-change.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({ changeStatus: vi.fn() }));
// How a conflict is read (its schema, who and when) is failure.ts's; here it hands over what the refusal brings.
vi.mock('./failure.ts', () => ({
  FAILURE_KEYS: [],
  explainFailure: (error: ApiError, _words: unknown, onFresh: (current: unknown) => void) => {
    if (error.code !== 'conflict') return error.message;
    onFresh(error.current);
    return 'Mihai changed this assignment.';
  },
}));

const words: StatusChangeWords = {
  'actions.saved': 'Saved.',
  'actions.chooseStatus': 'Choose the new status first.',
  'actions.choiceGone': '{{status}} is no longer possible.',
  'actions.notAllowed': 'Possible now: {{allowed}}.',
  'actions.nothing': 'nothing',
  'actions.conflict': '{{name}} changed this assignment at {{time}}.',
  'actions.conflictUnknown': 'Someone changed this assignment.',
};

// Only what the decisions read: the statuses by name and the moves offered.
const detail = (version: number, next: { code: string; kind: 'step' | 'cancel' | 'reopen' }[]) =>
  ({
    id: 'a1',
    version,
    statuses: [
      { code: 'closed', name: 'Closed' },
      { code: 'cancelled', name: 'Cancelled' },
      { code: 'waiting', name: 'Waiting for documents' },
    ],
    next_statuses: next,
  }) as unknown as AssignmentDetail;

async function shown(
  next = [
    { code: 'closed', kind: 'step' as const },
    { code: 'cancelled', kind: 'cancel' as const },
  ],
) {
  const assignment = createLoader(async () => detail(1, next));
  await assignment.load();
  return { assignment, status: createStatusChange(assignment, words) };
}

describe('the status change', () => {
  it('without a choice, says so beside the status field and sends nothing', async () => {
    const { status } = await shown();
    expect(await status.submit()).toBe('choose');
    expect(status.saving.$fields.get()).toEqual({ status_code: 'Choose the new status first.' });
    expect(status.saving.$problem.get()).toBe('');
    expect(changeStatus).not.toHaveBeenCalled();
  });

  it('asks before cancelling, and sends the reason given on the version shown', async () => {
    const { status, assignment } = await shown();
    status.$chosen.set('cancelled');
    expect(await status.submit()).toBe('asking');
    expect(status.$asking.get()).toBe(true);
    vi.mocked(changeStatus).mockResolvedValue(detail(2, []));
    expect(await status.confirm('Duplicate')).toBe(true);
    expect(changeStatus).toHaveBeenCalledWith('a1', { status_code: 'cancelled', note: '', reason: 'Duplicate' }, 1);
    expect(status.$asking.get()).toBe(false);
    expect(status.$chosen.get()).toBe('');
    expect(assignment.data()?.version).toBe(2);
  });

  it('on a conflict shows the assignment as it is now, drops a choice no longer possible and keeps the note', async () => {
    const { status, assignment } = await shown();
    status.$chosen.set('closed');
    status.$note.set('Paid.');
    const current = detail(3, [{ code: 'waiting', kind: 'step' }]);
    vi.mocked(changeStatus).mockRejectedValue(
      new ApiError(409, 'conflict', 'Changed.', { params: { changed_by: 'Mihai' }, current }),
    );
    expect(await status.submit()).toBe('refused');
    expect(status.saving.$problem.get()).toBe('Mihai changed this assignment. Closed is no longer possible.');
    expect(status.$chosen.get()).toBe('');
    expect(status.$note.get()).toBe('Paid.');
    expect(assignment.data()?.version).toBe(3);
  });

  it('puts each refused field beside its input, and names the moves allowed when the move is not', async () => {
    const { status } = await shown();
    status.$chosen.set('closed');
    const problems = [{ field: 'note', key: 'error.field.tooLong', message: 'The note is too long.' }];
    vi.mocked(changeStatus).mockRejectedValue(new ApiError(400, 'validation_failed', 'note: too long', { problems }));
    await status.submit();
    expect(status.saving.$fields.get()).toEqual({ note: 'The note is too long.' });
    expect(status.saving.$problem.get()).toBe('');

    vi.mocked(changeStatus).mockRejectedValue(
      new ApiError(409, 'transition_not_allowed', 'No.', { params: { allowed: ['waiting'] } }),
    );
    await status.submit();
    expect(status.saving.$problem.get()).toBe('Possible now: Waiting for documents.');
    expect(status.saving.$fields.get()).toEqual({});
  });
});
