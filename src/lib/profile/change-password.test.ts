import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { setSession } from '../stores/session.ts';
import { changePassword } from './api.ts';
import { createPasswordChange } from './change-password.ts';

vi.mock('./api.ts', () => ({ changePassword: vi.fn() }));
vi.mock('../stores/session.ts', () => ({ setSession: vi.fn() }));

const words = { oldRequired: 'Enter the current password.', unexpected: 'Something went wrong.' };
const profile = { login: 'paula' } as never;

describe('the password change', () => {
  it('sends nothing while the current password is empty or the new one fails the policy', async () => {
    const change = createPasswordChange(words);
    expect(change.$oldError.get()).toBe('Enter the current password.');
    expect(await change.submit('Changed-Claims-88', true)).toBe('invalid');
    expect(change.$touched.get()).toBe(true);
    change.$old.set('Old-Password-1');
    expect(await change.submit('short', false)).toBe('invalid');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('renews the session on success and forgets what was typed', async () => {
    const change = createPasswordChange(words);
    change.$old.set('Old-Password-1');
    vi.mocked(changePassword).mockResolvedValue({ passUpdated: true, errorMessage: '', idToken: 't', profile });
    expect(await change.submit('Changed-Claims-88', true)).toBe('changed');
    expect(changePassword).toHaveBeenCalledWith('Old-Password-1', 'Changed-Claims-88');
    expect(setSession).toHaveBeenCalledWith({ idToken: 't', profile });
    expect(change.$old.get()).toBe('');
  });

  it("says the server's refusal above the form, or beside the current password when it names it, and empties the form", async () => {
    const change = createPasswordChange(words);
    change.$old.set('Not-The-Old-1');
    vi.mocked(changePassword).mockResolvedValue({
      passUpdated: false,
      errorMessage: 'The old password is not correct.',
    });
    expect(await change.submit('Changed-Claims-88', true)).toBe('refused');
    expect(change.saving.$problem.get()).toBe('The old password is not correct.');
    expect(change.$old.get()).toBe('');

    change.$old.set('x');
    const problems = [{ field: 'old_password', key: 'error.field.tooShort', message: 'Too short.' }];
    vi.mocked(changePassword).mockRejectedValue(new ApiError(400, 'validation_failed', 'x', { problems }));
    await change.submit('Changed-Claims-88', true);
    expect(change.saving.$fields.get()).toEqual({ old_password: 'Too short.' });
    expect(change.saving.$problem.get()).toBe('');

    change.$old.set('x');
    vi.mocked(changePassword).mockRejectedValue(new TypeError('fetch failed'));
    await change.submit('Changed-Claims-88', true);
    expect(change.saving.$problem.get()).toBe('Something went wrong.');
    change.close();
    expect(change.saving.$problem.get()).toBe('');
  });
});
